import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
} from '@fluentui/react-components';
import { useState } from 'react';
import useSWR from 'swr';
import { mailQueueEndpoints as api } from '../../../../shared/api/mail-queue';
import { passesAny } from '../../../../shared/auth/permissions';
import { CANCELLABLE, RESENDABLE, resendMode, type MailQueueRecord } from '../../../../shared/domain/mail/queue';
import { callEndpoint } from '../../api/endpoint-client';
import { formatDateTime } from '../../components/ResourceList/cell-format';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import { errorNotice, notify, notifyError } from '../../notices/notice-bus';
import { MAIL_QUEUE_KEY, revalidateQueue, sandboxedHtml, STATE_COLOR, useMailQueueStyles } from './mail-queue-common';

type Confirm = 'resend' | 'cancel' | null;

/** One mail: its facts, its tries, the mail as it is sent now (text, or HTML in a sandboxed frame), resend and cancel. */
export function MailDetail({ id, timezone, onClose }: { id: string; timezone: string; onClose: () => void }) {
  const styles = useMailQueueStyles();
  const { t } = useI18n();
  const principal = usePrincipal();
  const mayWrite = passesAny(principal, api.resend.scopes);
  const { data, error, mutate } = useSWR([MAIL_QUEUE_KEY, 'detail', id], () => callEndpoint(api.get, { params: { id } }), { revalidateOnFocus: false });
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [busy, setBusy] = useState(false);
  const to = data?.to.join(', ') ?? '';

  const act = async (which: 'resend' | 'cancel') => {
    setBusy(true);
    try {
      await callEndpoint(which === 'resend' ? api.resend : api.cancel, { params: { id } });
      notify({ intent: 'success', key: which === 'resend' ? 'mailQueue.resent' : 'mailQueue.cancelled' });
      setConfirm(null);
      await Promise.all([mutate(), revalidateQueue()]);
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };

  const fact = (label: string, value: string | number | undefined, testId?: string) =>
    value === undefined || value === '' ? null : (
      <>
        <dt className={styles.term}>{label}</dt>
        <dd className={styles.value} data-testid={testId}>
          {value}
        </dd>
      </>
    );

  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && !busy && onClose()}>
      <DialogSurface aria-describedby={undefined} data-testid="mail-detail">
        <DialogBody>
          <DialogTitle>{t('mailQueue.detail.title', { to })}</DialogTitle>
          {/* A long mail scrolls: the region takes focus, so the keyboard scrolls it too (axe scrollable-region-focusable). */}
          <DialogContent className={styles.section} tabIndex={0} aria-label={t('mailQueue.detail.title', { to })}>
            {error ? (
              <MessageBar intent="error">
                <MessageBarBody>{t(errorNotice(error).key, errorNotice(error).params)}</MessageBarBody>
              </MessageBar>
            ) : !data ? (
              <Spinner label={t('mailQueue.loading')} />
            ) : (
              <>
                <div>
                  <Badge appearance="filled" color={STATE_COLOR[data.state]} data-testid="mail-detail-state">
                    {t(`mailQueue.state.${data.state}`)}
                  </Badge>
                </div>
                <dl className={styles.facts}>
                  {fact(t('mailQueue.col.subject'), data.subject ?? data.rendered?.subject)}
                  {fact(t('mailQueue.detail.template'), data.template)}
                  {fact(t('mailQueue.detail.purpose'), data.purpose)}
                  {fact(t('mailQueue.col.booking'), data.bookingNo ?? data.booking)}
                  {fact(t('mailQueue.col.requested'), formatDateTime(data.requestedAt, timezone))}
                  {fact(t('mailQueue.detail.requests'), data.requests)}
                  {fact(t('mailQueue.col.attempts'), data.attempts, 'mail-detail-attempts')}
                  {fact(t('mailQueue.detail.sentAt'), data.sentAt ? formatDateTime(data.sentAt, timezone) : undefined)}
                  {fact(t('mailQueue.detail.nextAttempt'), data.nextAttemptAt ? formatDateTime(data.nextAttemptAt, timezone) : undefined)}
                  {fact(t('mailQueue.col.lastError'), data.lastError, 'mail-detail-error')}
                  {fact(t('mailQueue.detail.suppressed'), data.suppressed?.join(', '))}
                  {fact(t('mailQueue.detail.key'), data.key)}
                </dl>
                <Subtitle2 as="h3">{t('mailQueue.detail.history')}</Subtitle2>
                {data.history.length === 0 ? (
                  <p>{t('mailQueue.detail.noHistory')}</p>
                ) : (
                  <ol className={styles.history} data-testid="mail-detail-history">
                    {data.history.map((h, i) => (
                      <li key={`${h.at}-${i}`}>
                        {formatDateTime(h.at, timezone)}: {t(`mailQueue.outcome.${h.outcome}`)}
                        {h.code ? ` (${h.code})` : ''}
                        {h.error ? ` – ${h.error}` : ''}
                      </li>
                    ))}
                  </ol>
                )}
                <Subtitle2 as="h3">{t('mailQueue.detail.preview')}</Subtitle2>
                {data.renderError ? (
                  <MessageBar intent="warning">
                    <MessageBarBody>{t('mailQueue.detail.renderError', { error: data.renderError })}</MessageBarBody>
                  </MessageBar>
                ) : data.rendered?.html ? (
                  <iframe
                    className={styles.preview}
                    sandbox=""
                    referrerPolicy="no-referrer"
                    title={t('mailQueue.detail.previewFrame')}
                    srcDoc={sandboxedHtml(data.rendered.html)}
                    data-testid="mail-detail-html"
                  />
                ) : data.rendered ? (
                  <pre className={styles.text} data-testid="mail-detail-text">
                    {data.rendered.text}
                  </pre>
                ) : null}
                {confirm ? (
                  <MessageBar intent="warning" data-testid="mail-detail-confirm">
                    <MessageBarBody>
                      <strong>{t(confirm === 'resend' ? 'mailQueue.resendConfirmTitle' : 'mailQueue.cancelConfirmTitle')}</strong>{' '}
                      {confirm === 'cancel'
                        ? t('mailQueue.cancelConfirm')
                        : resendMode(data) === 'new-mail'
                          ? t('mailQueue.resendConfirmNew', { to })
                          : t('mailQueue.resendConfirmSame')}
                    </MessageBarBody>
                  </MessageBar>
                ) : null}
              </>
            )}
          </DialogContent>
          <DialogActions>
            {data && mayWrite && confirm ? (
              <>
                <Button appearance="primary" disabled={busy} onClick={() => void act(confirm)} data-testid="mail-detail-confirm-yes">
                  {t(confirm === 'resend' ? 'mailQueue.resend' : 'mailQueue.cancel')}
                </Button>
                <Button disabled={busy} onClick={() => setConfirm(null)}>
                  {t('mailQueue.confirmNo')}
                </Button>
              </>
            ) : (
              <>
                {data && mayWrite && RESENDABLE.includes(data.state) && !['invoice', 'voucher'].includes(data.purpose) ? (
                  <Button appearance="primary" onClick={() => setConfirm('resend')} data-testid="mail-detail-resend">
                    {t('mailQueue.resend')}
                  </Button>
                ) : null}
                {data && mayWrite && CANCELLABLE.includes(data.state) ? (
                  <Button onClick={() => setConfirm('cancel')} data-testid="mail-detail-cancel">
                    {t('mailQueue.cancel')}
                  </Button>
                ) : null}
                <Button onClick={onClose} data-testid="mail-detail-close">
                  {t('mailQueue.detail.close')}
                </Button>
              </>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

export type { MailQueueRecord };
