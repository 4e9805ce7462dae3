import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Select,
  Textarea,
} from '@fluentui/react-components';
import { useState } from 'react';
import useSWR from 'swr';
import { mailboxEndpoints as api, type MailBody } from '../../../../shared/api/mailbox';
import { answerSubject, quoteText } from '../../../../shared/domain/mail/mailbox';
import { inLanguage, renderTemplate, type MailTemplate } from '../../../../shared/domain/mail/mail-template';
import { apiFetch } from '../../api/client';
import { callEndpoint } from '../../api/endpoint-client';
import { useI18n } from '../../hooks/use-i18n';
import { notify, notifyError } from '../../notices/notice-bus';
import { useMailboxStyles } from './mailbox-common';

type Template = MailTemplate & { id: string };

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;
const htmlToText = (html: string) =>
  new DOMParser().parseFromString(html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/p>/gi, '\n\n'), 'text/html').body.textContent?.trim() ?? '';

/** The data a template's placeholders read in the mailbox: the linked booking and customer (others stay as written). */
function placeholderData(mail: MailBody) {
  const [firstName, ...rest] = (mail.match.customer?.name ?? mail.from?.name ?? '').split(' ');
  return {
    booking: mail.match.booking ? { bookingNo: mail.match.booking.bookingNo } : {},
    customer: { firstName: firstName ?? '', lastName: rest.join(' '), email: mail.from?.address ?? '' },
  };
}

/**
 * Reply or forward (docs/decisions/mailbox.md): to, subject and text prefilled (the original quoted), optionally from
 * one of the operator's mail templates with its placeholders filled from the linked booking and customer; sent through
 * the one mail queue.
 */
export function AnswerDialog(props: { mode: 'reply' | 'forward'; account: string; folder: string; mail: MailBody; onClose: () => void }) {
  const { mode, mail } = props;
  const styles = useMailboxStyles();
  const { t, lang } = useI18n();
  const quoted = quoteText(`${mail.date?.slice(0, 10) ?? ''} ${mail.from?.name ?? mail.from?.address ?? ''}:`.trim(), mail.text);
  const [to, setTo] = useState(mode === 'reply' ? (mail.replyTo ?? mail.from?.address ?? '') : '');
  const [subject, setSubject] = useState(answerSubject(mode, mail.subject));
  const [text, setText] = useState(`\n\n${quoted}`);
  const [template, setTemplate] = useState('');
  const [busy, setBusy] = useState(false);
  const templates = useSWR(
    ['mailbox', 'templates'],
    () => apiFetch<{ data: Template[] }>(`/api/mailtemplates?filter=${encodeURIComponent(JSON.stringify({ kind: 'mail', active: true }))}`),
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  );
  const addresses = to
    .split(/[,;]/)
    .map((a) => a.trim())
    .filter(Boolean);
  const invalid = addresses.length === 0 || addresses.some((a) => !EMAIL.test(a));

  const applyTemplate = (id: string) => {
    setTemplate(id);
    const tpl = templates.data?.data.find((x) => x.id === id);
    if (!tpl) return;
    const data = placeholderData(mail);
    const sub = inLanguage(tpl.subject, lang);
    if (sub) setSubject(renderTemplate(sub, data, { html: false, lines: false }).text);
    const body = renderTemplate(htmlToText(inLanguage(tpl.body, lang)), data, { html: false, lines: true }).text;
    setText(`${body}\n\n${quoted}`);
  };

  const send = async () => {
    setBusy(true);
    try {
      await callEndpoint(api.answer, {
        body: { account: props.account, folder: props.folder, uid: mail.uid, mode, to: addresses, subject, text, locale: lang === 'de' ? 'de' : 'en' },
      });
      notify({ intent: 'success', key: 'mailbox.answer.queued' });
      props.onClose();
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };

  const title = mode === 'reply' ? t('mailbox.answer.reply', { to: to || '…' }) : t('mailbox.answer.forward', { subject: mail.subject });
  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && !busy && props.onClose()}>
      <DialogSurface aria-describedby={undefined} data-testid="mailbox-answer">
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.dialogBody}>
            <Field
              label={t('mailbox.answer.to')}
              hint={t('mailbox.answer.toHint')}
              required
              validationMessage={to && invalid ? t('mailbox.answer.invalidTo') : undefined}
            >
              <Input value={to} onChange={(_e, d) => setTo(d.value)} data-testid="mailbox-answer-to" />
            </Field>
            {templates.data?.data.length ? (
              <Field label={t('mailbox.answer.template')} hint={t('mailbox.answer.templateHint')}>
                <Select value={template} onChange={(_e, d) => applyTemplate(d.value)} data-testid="mailbox-answer-template">
                  <option value="">{t('mailbox.answer.noTemplate')}</option>
                  {templates.data.data.map((x) => (
                    <option key={x.id} value={x.id}>
                      {x.name}
                    </option>
                  ))}
                </Select>
              </Field>
            ) : null}
            <Field label={t('mailbox.answer.subject')} required>
              <Input value={subject} onChange={(_e, d) => setSubject(d.value)} data-testid="mailbox-answer-subject" />
            </Field>
            <Field label={t('mailbox.answer.text')} required>
              <Textarea value={text} rows={12} resize="vertical" onChange={(_e, d) => setText(d.value)} data-testid="mailbox-answer-text" />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button
              appearance="primary"
              disabled={busy || invalid || !subject.trim() || !text.trim()}
              onClick={() => void send()}
              data-testid="mailbox-answer-send"
            >
              {t('mailbox.answer.send')}
            </Button>
            <Button disabled={busy} onClick={props.onClose}>
              {t('mailbox.answer.cancel')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
