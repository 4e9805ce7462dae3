import {
  Body1,
  Button,
  Link,
  makeStyles,
  Spinner,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type * as z from 'zod';
import { guestFormSyncEndpoints as sync, type ZRoomStanding } from '../../../../shared/api/guest-form-sync';
import { roomsResource } from '../../../../shared/api/rooms-resources';
import { passesAny } from '../../../../shared/auth/permissions';
import { callEndpoint } from '../../api/endpoint-client';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { formatDate } from '../../components/ResourceList/cell-format';
import { isPlainClick, useAppNavigate } from '../../hooks/use-app-navigate';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';

/**
 * The board's "By room" view (docs/decisions/forms.md "Answers to the customer, lists and statistics"): per room of the
 * resort stays arriving in the board's range, its guests and forms expected, complete and physician-flagged
 * (GET /api/guestform/rooms?from&to, page by page as the board). Room names are read once per room shown.
 */

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

type Standing = z.infer<typeof ZRoomStanding>;
type Page = { data: Standing[]; next?: string };

/** The names of the rooms shown (the room's id where it cannot be read). */
function useRoomNames(ids: string[]): Record<string, string> {
  const principal = usePrincipal();
  const readable = passesAny(principal, roomsResource.scopes.read);
  const unique = [...new Set(ids)].sort();
  const names = useSWR(readable && unique.length ? ['guestforms.roomNames', unique.join('|')] : null, async () => {
    const get = roomsResource.endpoints.get as unknown as Parameters<typeof callEndpoint>[0];
    const read = await Promise.all(
      unique.map((id) =>
        (callEndpoint(get, { params: { id } } as never) as Promise<{ name?: string }>).then(
          (r) => r.name,
          () => undefined,
        ),
      ),
    );
    return Object.fromEntries(unique.flatMap((id, i) => (read[i] ? [[id, read[i]]] : []))) as Record<string, string>;
  });
  return names.data ?? {};
}

export function GuestFormRooms({ from, to }: { from: string; to: string }) {
  const styles = useStyles();
  const { t } = useI18n();
  const navigate = useAppNavigate();
  const pages = useSWRInfinite<Page>(
    (index, previous: Page | null) =>
      index === 0 ? ['guestforms.rooms', from, to, ''] : previous?.next ? ['guestforms.rooms', from, to, previous.next] : null,
    ([, f, tt, cursor]: [string, string, string, string]) => callEndpoint(sync.rooms, { query: { from: f, to: tt, ...(cursor ? { cursor } : {}) } }),
  );
  const rows = (pages.data ?? []).flatMap((p) => p.data);
  const more = pages.data?.[pages.data.length - 1]?.next;
  const names = useRoomNames(rows.map((r) => r.room));
  const title = t('guestForms.rooms.title');
  const open = (row: Standing) => `/booking/${row.booking}#guest-forms`;

  return (
    <section className={styles.root} aria-labelledby="guest-form-rooms-title" data-testid="board-rooms">
      <Subtitle2 as="h2" id="guest-form-rooms-title">
        {title}
      </Subtitle2>
      {pages.error ? (
        <Body1 data-testid="rooms-error">{t('guestForms.loadError')}</Body1>
      ) : !pages.data ? (
        <Spinner label={t('guestForms.loading')} data-testid="rooms-loading" />
      ) : rows.length === 0 && !more ? (
        <EmptyState message={t('guestForms.rooms.empty')} testId="rooms-empty" />
      ) : (
        <Table size="small" aria-labelledby="guest-form-rooms-title" data-testid="rooms-table">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('guestForms.rooms.room')}</TableHeaderCell>
              <TableHeaderCell>{t('guestForms.rooms.booking')}</TableHeaderCell>
              <TableHeaderCell>{t('guestForms.board.arrival')}</TableHeaderCell>
              <TableHeaderCell>{t('guestForms.rooms.guests')}</TableHeaderCell>
              <TableHeaderCell>{t('guestForms.rooms.expected')}</TableHeaderCell>
              <TableHeaderCell>{t('guestForms.rooms.complete')}</TableHeaderCell>
              <TableHeaderCell>{t('guestForms.rooms.physician')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={`${row.booking}-${row.room}`} data-testid={`rooms-row-${row.booking}-${row.room}`}>
                <TableCell data-testid="rooms-room">{names[row.room] ?? row.room}</TableCell>
                <TableCell>
                  <Link
                    href={open(row)}
                    onClick={(e) => {
                      if (!isPlainClick(e)) return;
                      e.preventDefault();
                      navigate(open(row));
                    }}
                  >
                    {t('guestForms.board.open', { bookingNo: row.bookingNo })}
                  </Link>
                </TableCell>
                <TableCell>{row.checkIn ? formatDate(row.checkIn) : <span className={styles.muted}>—</span>}</TableCell>
                <TableCell data-testid="rooms-guests">{row.guests}</TableCell>
                <TableCell data-testid="rooms-expected">{row.expected}</TableCell>
                <TableCell data-testid="rooms-complete">{row.complete}</TableCell>
                <TableCell data-testid="rooms-physician">{row.physician}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {more ? (
        <Button onClick={() => void pages.setSize(pages.size + 1)} disabled={pages.isValidating} data-testid="rooms-more">
          {t('guestForms.board.more')}
        </Button>
      ) : null}
    </section>
  );
}
