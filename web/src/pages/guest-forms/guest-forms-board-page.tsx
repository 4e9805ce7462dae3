import { Body1, Button, Field, Link, makeStyles, Select, Spinner, Subtitle2, Switch, tokens } from '@fluentui/react-components';
import { useSearchParams } from 'react-router';
import useSWRInfinite from 'swr/infinite';
import { guestFormEndpoints as api, type BoardRow } from '../../../../shared/api/guest-forms';
import { callEndpoint } from '../../api/endpoint-client';
import { DateInput } from '../../components/DateInput/DateInput';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { formatDate } from '../../components/ResourceList/cell-format';
import { isPlainClick, useAppNavigate } from '../../hooks/use-app-navigate';
import { useI18n } from '../../hooks/use-i18n';
import { useOperatorToday } from '../../hooks/use-operator-today';
import { FormStateBadge, useGuestName } from './guest-form-parts';
import { defaultRange, filterBoard, FORM_STATES, formStateOf, type FormState } from './guest-form-state';
import { GuestFormRooms } from './guest-form-rooms';
import { GuestFormStatistics } from './guest-form-statistics';
import { maySync, SyncToCustomerDialog } from './sync-dialog';
import { useState } from 'react';
import { usePrincipal } from '../../hooks/use-session';

/**
 * The guest forms board at /form (issue 24; docs/decisions/forms.md "The staff's screens"): the bookings arriving in a
 * range (default today + 30 days) with their forms and each guest's state, filterable by state, each linking to the
 * booking file's panel. Read page by page (GET /api/guestform/board: one index Query, one Query per booking).
 * "By room" (?view=rooms) shows the resort stays of the same range per room instead (GET /api/guestform/rooms).
 */

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  booking: { borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke2}`, paddingLeft: tokens.spacingHorizontalM },
  guests: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  guest: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  who: { minWidth: '12rem', fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
  facts: { display: 'block', color: tokens.colorNeutralForeground3 },
});

type Page = { data: BoardRow[]; next?: string };

export function GuestFormsBoardPage() {
  const styles = useStyles();
  const { t } = useI18n();
  const navigate = useAppNavigate();
  const guestName = useGuestName();
  const canSync = maySync(usePrincipal());
  const [syncing, setSyncing] = useState<{ form: string; guest: string; who: string }>();
  const today = useOperatorToday();
  const [params, setParams] = useSearchParams();
  const fallback = defaultRange(today);
  const from = params.get('from') || fallback.from;
  const to = params.get('to') || fallback.to;
  const stateParam = params.get('state');
  const state = (FORM_STATES as readonly string[]).includes(stateParam ?? '') ? (stateParam as FormState) : undefined;
  const set = (change: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(change))
      if (v) next.set(k, v);
      else next.delete(k);
    setParams(next, { replace: true });
  };
  const byRoom = params.get('view') === 'rooms';
  const pages = useSWRInfinite<Page>(
    (index, previous: Page | null) =>
      byRoom ? null : index === 0 ? ['guestforms.board', from, to, ''] : previous?.next ? ['guestforms.board', from, to, previous.next] : null,
    ([, f, tt, cursor]: [string, string, string, string]) => callEndpoint(api.board, { query: { from: f, to: tt, ...(cursor ? { cursor } : {}) } }),
  );
  const kindParam = params.get('kind');
  const kind = kindParam === 'trip' || kindParam === 'resort' ? kindParam : undefined;
  const rows = filterBoard(
    (pages.data ?? []).flatMap((p) => p.data),
    state,
    kind,
  );
  const more = pages.data?.[pages.data.length - 1]?.next;
  const title = t('routes.forms');
  const open = (row: BoardRow) => `/booking/${row.booking}#guest-forms`;

  return (
    <section className={styles.root} aria-label={title} data-testid="guest-forms-board">
      <PageHeader title={title} />
      <GuestFormStatistics />
      <div className={styles.filters}>
        <Field label={t('guestForms.board.from')}>
          <DateInput value={from} max={to} onChange={(iso) => iso && set({ from: iso })} data-testid="board-from" />
        </Field>
        <Field label={t('guestForms.board.to')}>
          <DateInput value={to} min={from} onChange={(iso) => iso && set({ to: iso })} data-testid="board-to" />
        </Field>
        <Switch
          checked={byRoom}
          label={t('guestForms.rooms.byRoom')}
          onChange={(_, d) => set({ view: d.checked ? 'rooms' : undefined })}
          data-testid="board-by-room"
        />
        {byRoom ? null : (
          <>
            <Field label={t('guestForms.board.kind')}>
              <Select value={kind ?? ''} onChange={(_, d) => set({ kind: d.value || undefined })} data-testid="board-kind">
                <option value="">{t('guestForms.board.allKinds')}</option>
                <option value="trip">{t('guestForms.board.trip')}</option>
                <option value="resort">{t('guestForms.board.resort')}</option>
              </Select>
            </Field>
            <Field label={t('guestForms.state')}>
              <Select value={state ?? ''} onChange={(_, d) => set({ state: d.value || undefined })} data-testid="board-state">
                <option value="">{t('guestForms.board.allStates')}</option>
                {FORM_STATES.map((s) => (
                  <option key={s} value={s}>
                    {t(`guestForms.state.${s}`)}
                  </option>
                ))}
              </Select>
            </Field>
          </>
        )}
      </div>
      {byRoom ? (
        <GuestFormRooms from={from} to={to} />
      ) : pages.error ? (
        <Body1 data-testid="board-error">{t('guestForms.loadError')}</Body1>
      ) : !pages.data ? (
        <Spinner label={t('guestForms.loading')} data-testid="board-loading" />
      ) : rows.length === 0 && !more ? (
        <EmptyState message={t('guestForms.board.empty')} testId="board-empty" />
      ) : (
        <ul className={styles.list} data-testid="board-rows">
          {rows.map((row) => (
            <li key={row.booking} className={styles.booking} data-testid={`board-booking-${row.booking}`}>
              <Subtitle2 as="h2">
                <Link
                  href={open(row)}
                  onClick={(e) => {
                    if (!isPlainClick(e)) return;
                    e.preventDefault();
                    navigate(open(row));
                  }}
                  data-testid="board-open"
                >
                  {t('guestForms.board.open', { bookingNo: row.bookingNo })}
                </Link>
              </Subtitle2>
              <Body1 className={styles.facts}>
                {[row.checkIn ? `${t('guestForms.board.arrival')} ${formatDate(row.checkIn)}` : '', row.customerName ?? ''].filter(Boolean).join(' · ')}
              </Body1>
              <ul className={styles.guests}>
                {row.guests.map((g) => (
                  <li key={g.guest} className={styles.guest} data-testid={`board-guest-${g.guest}`}>
                    <span className={styles.who}>{guestName(g.guest, g.name)}</span>
                    {g.forms.length === 0 ? <span className={styles.muted}>{t('guestForms.noForms')}</span> : null}
                    {g.forms.map((f) => (
                      <span key={f.form} className={styles.guest} data-form={f.form}>
                        <Body1>{f.name}:</Body1>
                        <FormStateBadge state={formStateOf(f)} testId="board-state-badge" />
                        {f.state === 'submitted' && canSync ? (
                          <Button
                            size="small"
                            appearance="subtle"
                            onClick={() => setSyncing({ form: f.form, guest: g.guest, who: guestName(g.guest, g.name) })}
                            aria-label={`${t('guestForms.sync.action')}: ${guestName(g.guest, g.name)}, ${f.name}`}
                            data-testid="board-sync-open"
                          >
                            {t('guestForms.sync.action')}
                          </Button>
                        ) : null}
                      </span>
                    ))}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {more && !byRoom ? (
        <Button onClick={() => void pages.setSize(pages.size + 1)} disabled={pages.isValidating} data-testid="board-more">
          {t('guestForms.board.more')}
        </Button>
      ) : null}
      {syncing ? <SyncToCustomerDialog {...syncing} onClose={() => setSyncing(undefined)} onDone={() => void pages.mutate()} /> : null}
    </section>
  );
}
