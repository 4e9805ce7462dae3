import { Link, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import useSWR from 'swr';
import { guestFormUploadEndpoints as api } from '../../../../shared/api/guest-form-uploads';
import { callEndpoint } from '../../api/endpoint-client';
import { useI18n } from '../../hooks/use-i18n';
import { answerText } from './guest-form-state';

/** A guest's upload in the staff's filled form (docs/decisions/forms.md "Uploads"): a thumbnail for photos, a link to open it. */

const useStyles = makeStyles({
  upload: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
  thumb: {
    width: '120px',
    maxHeight: '90px',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  },
});

const refOf = (v: unknown): string | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) && typeof (v as { upload?: unknown }).upload === 'string' ? (v as { upload: string }).upload : undefined;

export function GuestUploadView({ form, upload }: { form: string; upload: string }) {
  const styles = useStyles();
  const { t } = useI18n();
  // Links are short-lived (15 minutes): asked again when the dialog opens again.
  const file = useSWR(['guestforms.upload', form, upload], () => callEndpoint(api.uploadStaff, { params: { id: form, upload } }), {
    revalidateOnFocus: false,
  });
  if (file.error) return <span>{t('guestForms.upload.missing')}</span>;
  if (!file.data) return <Spinner size="extra-tiny" />;
  const { name, mimeType, url } = file.data;
  if (!url) return <span>{t('guestForms.upload.missing')}</span>;
  return (
    <span className={styles.upload} data-testid="guest-form-upload">
      {mimeType.startsWith('image/') ? <img className={styles.thumb} src={url} alt={t('guestForms.upload.preview', { name })} /> : null}
      <Link href={url} target="_blank" rel="noopener noreferrer">
        {t('guestForms.upload.open', { name })}
      </Link>
    </span>
  );
}

/** An Image answer or a certification (its card as the upload, the rest as text); null for other answers. */
export function UploadAnswer({ form, type, value }: { form: string; type: string; value: unknown }) {
  if (type === 'Image') {
    const id = refOf(value);
    return id ? <GuestUploadView form={form} upload={id} /> : <>{answerText(value)}</>;
  }
  if (type === 'Certification' && value && typeof value === 'object') {
    const { card, ...rest } = value as { card?: unknown };
    const id = refOf(card);
    return (
      <>
        {answerText(rest)}
        {id ? (
          <>
            <br />
            <GuestUploadView form={form} upload={id} />
          </>
        ) : null}
      </>
    );
  }
  return null;
}
