import {
  Badge,
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Spinner,
  Subtitle2,
  tokens,
  type BadgeProps,
} from '@fluentui/react-components';
import useSWR from 'swr';
import { formEndpoints } from '../../../../shared/api/forms';
import { guestFormEndpoints as api } from '../../../../shared/api/guest-forms';
import { callEndpoint } from '../../api/endpoint-client';
import type { EndpointOutput } from '../../../../shared/api/endpoint';
import { useI18n } from '../../hooks/use-i18n';
import { useTenantZone } from '../../hooks/use-tenant-zone';
import { formatDateTime } from '../../i18n/dates';
import { UploadAnswer } from './guest-form-upload';
import { answerText, guestWords, shownAnswer, signatureText, type FormState } from './guest-form-state';
import { openFormPrint } from './guest-form-print';

/** Pieces of the staff's guest form screens: the state badge, a guest's name, the filled form and the QR code. */

const COLORS: Record<FormState, BadgeProps['color']> = { missing: 'danger', started: 'warning', complete: 'success', physician: 'severe' };

export function FormStateBadge({ state, testId }: { state: FormState; testId?: string }) {
  const { t } = useI18n();
  const styles = useStyles();
  return (
    <Badge appearance="tint" color={COLORS[state]} className={styles.badge} data-testid={testId} data-state={state}>
      {t(`guestForms.state.${state}`)}
    </Badge>
  );
}

/** "Lead booker" or "Guest 3", with the person's name when the booking names them. */
export function useGuestName(): (key: string, name?: string) => string {
  const { t } = useI18n();
  return (key, name) => {
    const w = guestWords(key);
    const who = w.lead ? t('guestForms.lead') : t('guestForms.guest', { n: w.n });
    return name ? `${who}: ${name}` : who;
  };
}

const useStyles = makeStyles({
  badge: { whiteSpace: 'nowrap', flexShrink: 0 },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { margin: 0, display: 'grid', gridTemplateColumns: 'minmax(10rem, 1fr) 2fr', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}` },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  signatures: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  qr: { width: '240px', height: '240px', display: 'block', margin: '0 auto' },
  url: { overflowWrap: 'anywhere' },
});

/** Where a filled form comes from when it is not a booking's (a standalone link's: no print there yet). */
export type FilledSource = { key: string; load: () => Promise<EndpointOutput<typeof api.filled>> };

/** A guest's filled form: the answers at the version they were given on, and the signature records, each verified ✓/✗. */
export function FilledFormDialog({
  form,
  guest,
  who,
  onClose,
  source,
}: {
  form: string;
  guest: string;
  who: string;
  onClose: () => void;
  source?: FilledSource;
}) {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const zone = useTenantZone();
  const filled = useSWR(source ? ['guestforms.filled.source', source.key] : ['guestforms.filled', form], () =>
    source ? source.load() : callEndpoint(api.filled, { params: { id: form } }),
  );
  const response = filled.data?.responses.find((r) => r.guest === guest);
  const version = response?.version ?? filled.data?.version;
  const definition = useSWR(filled.data && version ? ['forms.version', filled.data.definition, version] : null, () =>
    callEndpoint(formEndpoints.version, { params: { id: filled.data!.definition, version: version! } }),
  );
  const fields = (definition.data?.sections ?? []).flatMap((s) => s.fields).filter((f) => response && f.id in response.answers);
  const label = (l: Partial<Record<string, string>>, fallback: string) => l[lang] ?? l.en ?? l.de ?? fallback;
  const title = t('guestForms.filled.title', { form: filled.data?.name ?? '', who });
  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface aria-label={title} data-testid="guest-form-filled">
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            {filled.error ? (
              <Body1>{t('guestForms.loadError')}</Body1>
            ) : !filled.data || (response && !definition.data && !definition.error) ? (
              <Spinner size="tiny" label={t('guestForms.loading')} />
            ) : !response || fields.length === 0 ? (
              <Body1 data-testid="guest-form-no-answers">{t('guestForms.filled.noAnswers')}</Body1>
            ) : (
              <>
                <Body1 className={styles.muted}>{t('guestForms.filled.atVersion', { version: response.version })}</Body1>
                <dl className={styles.list} data-testid="guest-form-answers">
                  {fields.map((f) => (
                    <div key={f.id} style={{ display: 'contents' }}>
                      <dt className={styles.term}>{label(f.label ?? {}, f.id)}</dt>
                      <dd className={styles.value} data-field={f.id}>
                        {f.type === 'Signature' ? (
                          signatureText(response.answers[f.id])
                        ) : f.type === 'Image' || f.type === 'Certification' ? (
                          <UploadAnswer form={form} type={f.type} value={response.answers[f.id]} />
                        ) : (
                          answerText(shownAnswer(response.answers[f.id], f.options, (o) => label(o.label ?? {}, o.value)))
                        )}
                      </dd>
                    </div>
                  ))}
                </dl>
                {response.signatures.length ? (
                  <>
                    <Subtitle2 as="h3">{t('guestForms.filled.signatures')}</Subtitle2>
                    <ul className={styles.signatures} data-testid="guest-form-signatures">
                      {response.signatures.map((s) => (
                        <li key={`${s.field}-${s.signedAt}`} data-verified={s.verified}>
                          {s.verified ? '✓ ' : '✗ '}
                          {t(s.verified ? 'guestForms.filled.verified' : 'guestForms.filled.notVerified')}
                          {' · '}
                          {t('guestForms.filled.signed', { signer: s.signer, at: formatDateTime(s.signedAt, zone), ip: s.ip })}
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </>
            )}
          </DialogContent>
          <DialogActions>
            {source ? null : (
              <Button onClick={() => void openFormPrint(form, { guest, lang })} data-testid="guest-form-filled-print">
                {t('guestForms.print')}
              </Button>
            )}
            <Button onClick={onClose} data-testid="guest-form-filled-close">
              {t('guestForms.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** A guest link's QR code for the check-in desk (GET /api/form/qrcode: the full address and an SVG of it). */
export function LinkQrDialog({
  token,
  who,
  onClose,
  source,
}: {
  token: string;
  who: string;
  onClose: () => void;
  /** Another link's QR code (a standalone link's, read by the staff). */
  source?: { key: string; load: () => Promise<{ url: string; qrcode: string }> };
}) {
  const styles = useStyles();
  const { t } = useI18n();
  const qr = useSWR(source ? ['guestforms.qrcode.source', source.key] : ['guestforms.qrcode', token], () =>
    source ? source.load() : callEndpoint(api.qrcode, { query: { token } }),
  );
  const title = t('guestForms.qrTitle', { who });
  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface aria-label={title} data-testid="guest-form-qr">
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            {qr.error ? (
              <Body1>{t('guestForms.loadError')}</Body1>
            ) : !qr.data ? (
              <Spinner size="tiny" label={t('guestForms.loading')} />
            ) : (
              <>
                <img className={styles.qr} src={qr.data.qrcode} alt={title} data-testid="guest-form-qr-image" />
                <Body1 className={styles.url}>{qr.data.url}</Body1>
                <Body1 className={styles.muted}>{t('guestForms.qrHint')}</Body1>
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('guestForms.close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
