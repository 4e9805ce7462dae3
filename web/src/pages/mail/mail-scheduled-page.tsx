import {
  Body1,
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import useSWR from 'swr';
import { mailScheduleExtraEndpoints as api, type ScheduledRow } from '../../../../shared/api/mail-schedules';
import { DEFAULT_TIMEZONE } from '../../../../shared/constants';
import { callEndpoint } from '../../api/endpoint-client';
import { AppLink } from '../../components/AppLink/AppLink';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { ListSkeleton } from '../../components/ListSkeleton/ListSkeleton';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { formatDateTime } from '../../components/ResourceList/cell-format';
import { useBootstrap } from '../../hooks/use-bootstrap';
import { useI18n } from '../../hooks/use-i18n';
import { errorNotice } from '../../notices/notice-bus';
import { useRouteTitle } from '../resources/resource-pages';
import { useMailQueueStyles } from './mail-queue-common';

/**
 * /config/mailscheduled (docs/decisions/mail-schedules.md): what the schedules will send when (by due time) and what
 * they sent (newest first), each row with its rule and a link to its booking.
 */
export function MailScheduledPage() {
  const styles = useMailQueueStyles();
  const { t } = useI18n();
  const title = useRouteTitle();
  const { data: bootstrap } = useBootstrap();
  const timezone = bootstrap?.settings.timezone ?? DEFAULT_TIMEZONE;
  const { data, error, mutate } = useSWR(['mailschedule', 'scheduled'], () => callEndpoint(api.scheduled, { query: { size: 50 } }), {
    revalidateOnFocus: false,
  });

  const table = (rows: ScheduledRow[], kind: 'upcoming' | 'sent') => (
    <div className={styles.frame}>
      <Table className={styles.table} aria-label={t(`mailScheduled.${kind}`)} data-testid={`mail-scheduled-${kind}`}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t(kind === 'upcoming' ? 'mailScheduled.col.due' : 'mailScheduled.col.sentAt')}</TableHeaderCell>
            <TableHeaderCell>{t('mailScheduled.col.rule')}</TableHeaderCell>
            <TableHeaderCell>{t('mailScheduled.col.booking')}</TableHeaderCell>
            {kind === 'sent' ? <TableHeaderCell>{t('mailScheduled.col.to')}</TableHeaderCell> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={`${r.rule}-${r.booking}-${r.recipient ?? ''}`} data-testid="mail-scheduled-row">
              <TableCell className={styles.nowrap}>{formatDateTime(kind === 'sent' ? (r.sentAt ?? r.at) : r.at, timezone)}</TableCell>
              <TableCell>{r.ruleName ?? r.rule}</TableCell>
              <TableCell className={styles.nowrap}>
                <AppLink to={`/booking/${r.booking}`} aria-label={t('mailScheduled.openBooking', { bookingNo: String(r.bookingNo ?? r.booking) })}>
                  {r.bookingNo ?? r.booking}
                </AppLink>
              </TableCell>
              {kind === 'sent' ? <TableCell>{r.address ?? ''}</TableCell> : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );

  return (
    <section className={styles.root} data-testid="mail-scheduled">
      <PageHeader title={title} />
      <Body1>
        {t('mailScheduled.intro')} <AppLink to="/config/mailschedule">{t('mailSchedule.rulesLink')}</AppLink>
      </Body1>
      {error ? (
        <MessageBar intent="error" data-testid="mail-scheduled-error">
          <MessageBarBody>
            {t('mailScheduled.error')} {t(errorNotice(error).key, errorNotice(error).params)}
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void mutate()}>{t('app.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {(['upcoming', 'sent'] as const).map((kind) => (
        <section key={kind} className={styles.section} aria-labelledby={`mail-scheduled-${kind}-title`}>
          <Subtitle2 as="h2" id={`mail-scheduled-${kind}-title`}>
            {t(`mailScheduled.${kind}`)}
          </Subtitle2>
          {!data && !error ? (
            <ListSkeleton label={t('mailScheduled.loading')} columns={[2, 3, 1]} rows={3} testId={`mail-scheduled-${kind}-loading`} />
          ) : data && data[kind].length === 0 ? (
            <EmptyState testId={`mail-scheduled-${kind}-empty`} message={t(kind === 'upcoming' ? 'mailScheduled.noneUpcoming' : 'mailScheduled.noneSent')} />
          ) : data ? (
            table(data[kind], kind)
          ) : null}
        </section>
      ))}
    </section>
  );
}
