import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { ListSkeleton } from '../../components/ListSkeleton/ListSkeleton';
import { useI18n } from '../../hooks/use-i18n';
import { errorNotice } from '../../notices/notice-bus';
import { sortGuests, type Guest } from './schedule-view';

/** The guests of a schedule (GET /api/schedules/{id}/customers): booking number, name, cabin, beds, persons, state. */
export function GuestList({ guests, error, onRetry }: { guests: Guest[] | undefined; error: unknown; onRetry: () => void }) {
  const { t } = useI18n();
  if (error) {
    const notice = errorNotice(error);
    return (
      <MessageBar intent="error" data-testid="schedule-guests-error">
        <MessageBarBody>
          {t('label.schedule.guestsError')} {t(notice.key, notice.params)}
        </MessageBarBody>
        <MessageBarActions>
          <Button onClick={onRetry}>{t('app.retry')}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  if (!guests) return <ListSkeleton label={t('label.schedule.guestsLoading')} columns={[1, 2, 1, 1, 1, 1]} rows={4} testId="schedule-guests-loading" />;
  if (guests.length === 0) return <EmptyState testId="schedule-no-guests" message={t('label.schedule.noGuests')} />;
  const state = (s: string) => (s === 'confirmed' ? t('label.schedule.confirmed') : s === 'draft' ? t('label.schedule.draft') : s);
  return (
    <Table aria-label={t('label.schedule.guests')} data-testid="schedule-guests">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('label.schedule.bookingNo')}</TableHeaderCell>
          <TableHeaderCell>{t('label.schedule.name')}</TableHeaderCell>
          <TableHeaderCell>{t('label.schedule.cabin')}</TableHeaderCell>
          <TableHeaderCell>{t('label.schedule.beds')}</TableHeaderCell>
          <TableHeaderCell>{t('label.schedule.pax')}</TableHeaderCell>
          <TableHeaderCell>{t('label.schedule.state')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {sortGuests(guests).map((g) => (
          <TableRow key={`${g.booking}-${g.cabin}`} data-testid="schedule-guest">
            <TableCell>{g.bookingNo}</TableCell>
            <TableCell>{g.name ?? t('label.schedule.unnamed')}</TableCell>
            <TableCell>{g.cabinName}</TableCell>
            <TableCell>{g.beds.join(', ')}</TableCell>
            <TableCell>{g.noOfPax}</TableCell>
            <TableCell>{state(g.state)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
