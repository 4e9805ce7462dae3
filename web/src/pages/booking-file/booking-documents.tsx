import { Body1, Button, makeStyles, ProgressBar, Subtitle1, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, DocumentRegular } from '@fluentui/react-icons';
import { useRef, useState, type DragEvent } from 'react';
import { BOOKING_DOCUMENT_TYPES, bookingExtrasEndpoints as api } from '../../../../shared/api/booking-extras';
import type { Booking } from '../../../../shared/api/bookings';
import { passesAny } from '../../../../shared/auth/permissions';
import { callEndpoint } from '../../api/endpoint-client';
import { usePrincipal } from '../../hooks/use-session';
import { useI18n } from '../../hooks/use-i18n';
import { notify, notifyError } from '../../notices/notice-bus';
import { putFile } from '../../resources/media-upload';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
  drop: {
    border: `${tokens.strokeWidthThick} dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalL,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  over: { backgroundColor: tokens.colorBrandBackground2 },
  progress: { flexBasis: '100%' },
  hidden: { display: 'none' },
});

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/**
 * The booking's documents (docs/decisions.md, "Booking extras"): listed with a download each; a file dropped on the
 * zone or chosen with the button is registered (POST upload), PUT to storage with progress, then confirmed into the
 * booking (POST upload/{document}). A file of a kind the server refuses is named before anything is sent.
 */
export function BookingDocuments({ booking, onChanged }: { booking: Booking; onChanged: () => void }) {
  const styles = useStyles();
  const { t } = useI18n();
  const principal = usePrincipal();
  const mayUpload = passesAny(principal, api.upload.scopes) && booking.state !== 'deleted';
  const documents = booking.documents ?? [];
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);

  const upload = async (file: File) => {
    if (!BOOKING_DOCUMENT_TYPES.includes(file.type)) {
      notify({ intent: 'error', key: 'booking.extras.badType', params: { name: file.name } });
      return;
    }
    setProgress({ name: file.name, percent: 0 });
    try {
      const reg = await callEndpoint(api.upload, { params: { id: booking.id }, body: { name: file.name, mimeType: file.type, size: file.size } });
      await putFile(reg.upload, file, (percent) => setProgress({ name: file.name, percent }));
      await callEndpoint(api.confirmUpload, { params: { id: booking.id, document: reg.document.id } });
      notify({ intent: 'success', key: 'booking.extras.uploaded', params: { name: file.name } });
      onChanged();
    } catch (err) {
      notifyError(err);
    } finally {
      setProgress(null);
    }
  };
  const files = (list: FileList | null) => {
    const file = list?.[0];
    if (file && !progress) void upload(file);
  };
  const download = async (documentId: string) => {
    try {
      const link = await callEndpoint(api.download, { params: { id: booking.id, document: documentId } });
      window.open(link.url, '_blank', 'noopener');
    } catch (err) {
      notifyError(err);
    }
  };

  return (
    <section className={styles.root} aria-labelledby="booking-documents-title" data-testid="booking-documents">
      <Subtitle1 as="h2" id="booking-documents-title">
        {t('booking.extras.documents')}
      </Subtitle1>
      {documents.length === 0 ? (
        <Body1 className={styles.muted} data-testid="booking-documents-empty">
          {t('booking.extras.noDocuments')}
        </Body1>
      ) : (
        <ul className={styles.list}>
          {documents.map((d) => (
            <li key={d.id} className={styles.item} data-testid="booking-document">
              <DocumentRegular aria-hidden />
              <span>{d.name}</span>
              <span className={styles.muted}>{sizeText(d.size)}</span>
              <Button
                size="small"
                appearance="subtle"
                icon={<ArrowDownloadRegular />}
                aria-label={t('booking.extras.download', { name: d.name })}
                onClick={() => void download(d.id)}
              />
            </li>
          ))}
        </ul>
      )}
      {mayUpload ? (
        <div
          className={over ? `${styles.drop} ${styles.over}` : styles.drop}
          data-testid="booking-documents-drop"
          onDragOver={(e: DragEvent) => {
            e.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={(e: DragEvent) => {
            e.preventDefault();
            setOver(false);
            files(e.dataTransfer.files);
          }}
        >
          <Body1>{t('booking.extras.drop')}</Body1>
          <Button onClick={() => input.current?.click()} disabled={progress !== null} data-testid="booking-documents-choose">
            {t('booking.extras.choose')}
          </Button>
          <input
            ref={input}
            type="file"
            className={styles.hidden}
            accept={BOOKING_DOCUMENT_TYPES.join(',')}
            aria-label={t('booking.extras.choose')}
            data-testid="booking-documents-input"
            onChange={(e) => {
              files(e.target.files);
              e.target.value = '';
            }}
          />
          <Body1 className={styles.muted}>{t('booking.extras.dropHint')}</Body1>
          {progress ? (
            <div role="status" aria-live="polite" className={styles.progress}>
              <Body1>{t('booking.extras.uploading', { name: progress.name })}</Body1>
              <ProgressBar value={progress.percent / 100} aria-label={t('booking.extras.uploading', { name: progress.name })} />
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
