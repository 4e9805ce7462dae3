import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner, Subtitle1 } from '@fluentui/react-components';
import { useState } from 'react';
import useSWR from 'swr';
import { mailboxEndpoints as api } from '../../../../shared/api/mailbox';
import { callEndpoint } from '../../api/endpoint-client';
import { AppLink } from '../../components/AppLink/AppLink';
import { formatDateTime } from '../../components/ResourceList/cell-format';
import { useI18n } from '../../hooks/use-i18n';
import { errorNotice, notify, notifyError } from '../../notices/notice-bus';
import { AnswerDialog } from './mailbox-answer';
import { MAILBOX_KEY, readerDocument, revalidateMailbox, useMailboxStyles } from './mailbox-common';

/**
 * One mail: its facts, the booking and customer it is linked to, its text or its sanitised HTML in a sandboxed frame
 * (remote images only after "Show images", for this mail only), reply, forward and delete.
 */
export function MailReader(props: { account: string; folder: string; uid: number; timezone: string; onDeleted: () => void }) {
  const { account, folder, uid, timezone } = props;
  const styles = useMailboxStyles();
  const { t } = useI18n();
  const [images, setImages] = useState(false);
  const [answer, setAnswer] = useState<'reply' | 'forward' | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  const query = { account, folder, uid, images: images ? ('true' as const) : ('false' as const) };
  const { data, error } = useSWR([MAILBOX_KEY, 'body', JSON.stringify(query)], () => callEndpoint(api.body, { query }), { revalidateOnFocus: false });

  const remove = async () => {
    setBusy(true);
    try {
      await callEndpoint(api.delete, { body: { account, folder, uids: [uid] } });
      notify({ intent: 'success', key: 'mailbox.deleted' });
      props.onDeleted();
      await revalidateMailbox();
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };

  if (error)
    return (
      <MessageBar intent="error">
        <MessageBarBody>{t(errorNotice(error).key, errorNotice(error).params)}</MessageBarBody>
      </MessageBar>
    );
  if (!data) return <Spinner label={t('mailbox.loading')} />;
  const subject = data.subject || t('mailbox.noSubject');
  const fact = (label: string, value: string | undefined, testId?: string) =>
    value ? (
      <>
        <dt className={styles.term}>{label}</dt>
        <dd className={styles.value} data-testid={testId}>
          {value}
        </dd>
      </>
    ) : null;

  return (
    <article className={styles.dialogBody} data-testid="mailbox-reader">
      <Subtitle1 as="h2">{subject}</Subtitle1>
      <dl className={styles.facts}>
        {fact(
          t('mailbox.col.from'),
          data.from ? [data.from.name, data.from.address ? `<${data.from.address}>` : ''].filter(Boolean).join(' ') : undefined,
          'mailbox-reader-from',
        )}
        {fact(t('mailbox.to'), data.to.join(', '))}
        {fact(t('mailbox.cc'), data.cc.join(', '))}
        {fact(t('mailbox.col.date'), data.date ? formatDateTime(data.date, timezone) : undefined)}
        {fact(t('mailbox.attachments'), data.attachments.map((a) => a.name).join(', '))}
      </dl>
      {data.match.booking || data.match.customer ? (
        <p className={styles.meta} data-testid="mailbox-reader-links">
          {data.match.booking ? (
            <AppLink to={`/booking/${encodeURIComponent(data.match.booking.id)}`} data-testid="mailbox-booking-link">
              {t('mailbox.booking', { no: data.match.booking.bookingNo })}
              {data.match.booking.customerName ? ` – ${data.match.booking.customerName}` : ''}
            </AppLink>
          ) : null}
          {data.match.customer ? (
            <AppLink to={`/customer/${encodeURIComponent(data.match.customer.id)}`} data-testid="mailbox-customer-link">
              {t('mailbox.customer', { name: data.match.customer.name })}
            </AppLink>
          ) : null}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => setAnswer('reply')} data-testid="mailbox-reply">
          {t('mailbox.reply')}
        </Button>
        <Button onClick={() => setAnswer('forward')} data-testid="mailbox-forward">
          {t('mailbox.forward')}
        </Button>
        <Button onClick={() => setConfirmDelete(true)} disabled={busy} data-testid="mailbox-delete">
          {t('mailbox.delete')}
        </Button>
      </div>
      {confirmDelete ? (
        <MessageBar intent="warning" data-testid="mailbox-delete-confirm">
          <MessageBarBody>{t('mailbox.deleteConfirm')}</MessageBarBody>
          <MessageBarActions>
            <Button appearance="primary" disabled={busy} onClick={() => void remove()} data-testid="mailbox-delete-yes">
              {t('mailbox.delete')}
            </Button>
            <Button onClick={() => setConfirmDelete(false)}>{t('mailbox.confirmNo')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {data.blockedImages > 0 && !images ? (
        <MessageBar intent="info" data-testid="mailbox-images-blocked">
          <MessageBarBody>{t('mailbox.imagesBlocked', { count: data.blockedImages })}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => setImages(true)} data-testid="mailbox-show-images">
              {t('mailbox.showImages')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {data.html ? (
        // No script, no form, no same origin; links may open a new tab outside the sandbox.
        <iframe
          className={styles.frame}
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="no-referrer"
          title={t('mailbox.readerFrame', { subject })}
          srcDoc={readerDocument(data.html, images)}
          data-testid="mailbox-reader-html"
        />
      ) : (
        <pre className={styles.text} data-testid="mailbox-reader-text">
          {data.text ?? ''}
        </pre>
      )}
      {answer ? <AnswerDialog mode={answer} account={account} folder={folder} mail={data} onClose={() => setAnswer(null)} /> : null}
    </article>
  );
}
