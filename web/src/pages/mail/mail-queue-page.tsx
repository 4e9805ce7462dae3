import {
  Badge,
  Body1,
  Button,
  Field,
  Input,
  Link,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  ProgressBar,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { useState } from 'react';
import useSWR from 'swr';
import { mailQueueEndpoints as api } from '../../../../shared/api/mail-queue';
import { DEFAULT_TIMEZONE } from '../../../../shared/constants';
import { MAIL_STATES, type MailState } from '../../../../shared/domain/mail/queue';
import { callEndpoint } from '../../api/endpoint-client';
import { DateInput } from '../../components/DateInput/DateInput';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { ListSkeleton } from '../../components/ListSkeleton/ListSkeleton';
import { NumberHeaderCell } from '../../components/NumberHeaderCell/NumberHeaderCell';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { formatDateTime } from '../../components/ResourceList/cell-format';
import { useBootstrap } from '../../hooks/use-bootstrap';
import { useI18n } from '../../hooks/use-i18n';
import { errorNotice } from '../../notices/notice-bus';
import { useRouteTitle } from '../resources/resource-pages';
import { MailDetail } from './mail-detail';
import { MAIL_QUEUE_KEY, STATE_COLOR, useMailQueueStyles } from './mail-queue-common';
import { SuppressionList } from './suppression-list';

const PAGE_SIZE = 25;

/**
 * /config/mailqueue (docs/decisions/mail-queue.md): every mail with its state, tries and last error, newest first,
 * filtered by state, days and recipient and paged by the API's cursor (no total: the queue is never counted); a row
 * opens the mail's detail with resend and cancel; below, the suppression list.
 */
export function MailQueuePage() {
  const styles = useMailQueueStyles();
  const { t } = useI18n();
  const title = useRouteTitle();
  const { data: bootstrap } = useBootstrap();
  const timezone = bootstrap?.settings.timezone ?? DEFAULT_TIMEZONE;
  const [state, setState] = useState<MailState | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [recipient, setRecipient] = useState('');
  const [cursors, setCursors] = useState<string[]>([]);
  const [open, setOpen] = useState<string | null>(null);
  const invalidRange = !!from && !!to && from > to;

  const query = {
    size: PAGE_SIZE,
    ...(state ? { state } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(recipient.trim() ? { recipient: recipient.trim() } : {}),
    ...(cursors.length ? { next: cursors[cursors.length - 1] } : {}),
  };
  const key = invalidRange ? null : [MAIL_QUEUE_KEY, 'list', JSON.stringify(query)];
  const { data, error, isLoading, isValidating, mutate } = useSWR(key, () => callEndpoint(api.list, { query }), {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
  const rows = data?.data ?? [];
  const filtered = !!state || !!from || !!to || !!recipient.trim();
  const change = (fn: () => void) => {
    fn();
    setCursors([]);
  };
  const clear = () =>
    change(() => {
      setState('');
      setFrom('');
      setTo('');
      setRecipient('');
    });

  return (
    <section className={styles.root} data-testid="mail-queue">
      <PageHeader title={title} />
      <Body1>{t('mailQueue.intro')}</Body1>
      <div className={styles.filters} role="search" aria-label={t('mailQueue.title')}>
        <Field label={t('mailQueue.filter.state')}>
          <Select value={state} onChange={(_e, d) => change(() => setState(d.value as MailState | ''))} data-testid="mail-queue-state">
            <option value="">{t('mailQueue.filter.allStates')}</option>
            {MAIL_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`mailQueue.state.${s}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('mailQueue.filter.from')}>
          <DateInput value={from} onChange={(v) => change(() => setFrom(v ?? ''))} data-testid="mail-queue-from" />
        </Field>
        <Field
          label={t('mailQueue.filter.to')}
          validationState={invalidRange ? 'error' : 'none'}
          validationMessage={invalidRange ? t('mailQueue.filter.invalidRange') : undefined}
        >
          <DateInput value={to} onChange={(v) => change(() => setTo(v ?? ''))} data-testid="mail-queue-to" />
        </Field>
        <Field label={t('mailQueue.filter.recipient')} hint={t('mailQueue.filter.recipientHint')}>
          <Input type="email" value={recipient} onChange={(_e, d) => change(() => setRecipient(d.value))} data-testid="mail-queue-recipient" />
        </Field>
      </div>

      {error ? (
        <MessageBar intent="error" data-testid="mail-queue-error">
          <MessageBarBody>
            {t('mailQueue.error')} {t(errorNotice(error).key, errorNotice(error).params)}
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void mutate()}>{t('app.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}

      <div className={styles.frame}>
        {isValidating && data ? <ProgressBar className={styles.progress} thickness="medium" aria-label={t('mailQueue.loading')} /> : null}
        {!data && (isLoading || (!error && !invalidRange)) ? (
          <ListSkeleton label={t('mailQueue.loading')} columns={[2, 1, 2, 3, 1, 1, 2]} rows={6} testId="mail-queue-loading" />
        ) : rows.length === 0 && !invalidRange && !error ? (
          <EmptyState testId="mail-queue-empty" message={filtered ? t('mailQueue.emptyFiltered') : t('mailQueue.empty')}>
            {filtered ? <Button onClick={clear}>{t('mailQueue.clear')}</Button> : null}
          </EmptyState>
        ) : rows.length > 0 ? (
          <Table className={styles.table} aria-label={t('mailQueue.title')} aria-busy={isValidating} data-testid="mail-queue-table">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('mailQueue.col.requested')}</TableHeaderCell>
                <TableHeaderCell>{t('mailQueue.col.state')}</TableHeaderCell>
                <TableHeaderCell>{t('mailQueue.col.to')}</TableHeaderCell>
                <TableHeaderCell>{t('mailQueue.col.subject')}</TableHeaderCell>
                <TableHeaderCell>{t('mailQueue.col.booking')}</TableHeaderCell>
                <NumberHeaderCell className={styles.number}>{t('mailQueue.col.attempts')}</NumberHeaderCell>
                <TableHeaderCell>{t('mailQueue.col.lastError')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((m) => (
                <TableRow key={m.id} data-testid="mail-queue-row" data-state={m.state}>
                  <TableCell className={styles.nowrap}>{formatDateTime(m.requestedAt, timezone)}</TableCell>
                  <TableCell>
                    <Badge appearance="filled" color={STATE_COLOR[m.state]} className={styles.nowrap} data-testid="mail-queue-state-badge">
                      {t(`mailQueue.state.${m.state}`)}
                    </Badge>
                  </TableCell>
                  <TableCell>
                    <Link as="button" onClick={() => setOpen(m.id)} aria-label={t('mailQueue.open', { to: m.to.join(', ') })} data-testid="mail-queue-open">
                      {m.to.join(', ')}
                    </Link>
                  </TableCell>
                  <TableCell>{m.subject ?? m.template}</TableCell>
                  <TableCell className={styles.nowrap}>{m.bookingNo ?? ''}</TableCell>
                  <TableCell className={styles.number}>{m.attempts}</TableCell>
                  <TableCell className={styles.error}>{m.lastError ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </div>

      {data && (data.next || cursors.length > 0) ? (
        <nav className={styles.pager} aria-label={t('list.paging')}>
          <Button disabled={cursors.length === 0} onClick={() => setCursors([])} data-testid="mail-queue-first">
            {t('mailQueue.first')}
          </Button>
          <Button disabled={!data.next} onClick={() => setCursors([...cursors, data.next!])} data-testid="mail-queue-more">
            {t('mailQueue.more')}
          </Button>
        </nav>
      ) : null}

      <SuppressionList />
      {open ? <MailDetail id={open} timezone={timezone} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
