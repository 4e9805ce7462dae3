import { Button, Field, Input, Link, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useLocation, useSearchParams } from 'react-router';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { guestFormSyncEndpoints as api, type GuestFormListRow } from '../../../../shared/api/guest-form-sync';
import { passesAny } from '../../../../shared/auth/permissions';
import { callEndpoint } from '../../api/endpoint-client';
import type { EndpointOutput } from '../../../../shared/api/endpoint';
import { DataTable, type Column } from '../../components/DataTable/DataTable';
import { DateInput } from '../../components/DateInput/DateInput';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { formatDate } from '../../components/ResourceList/cell-format';
import { isPlainClick, useAppNavigate } from '../../hooks/use-app-navigate';
import { useI18n } from '../../hooks/use-i18n';
import { useOperatorToday } from '../../hooks/use-operator-today';
import { usePrincipal } from '../../hooks/use-session';
import { FormStateBadge, useGuestName } from './guest-form-parts';
import { defaultRange, FORM_STATES, formStateOf, type FormState } from './guest-form-state';

/**
 * The guest form lists of /customer/guestform and /crm/guestform (docs/decisions/forms.md "Answers to the customer,
 * lists and statistics"): staff, CRM and agency users get every guest's form of the bookings arriving in a range
 * (GET /api/guestform/list, the board's bounded read; an agency its own bookings), filtered by booking number and
 * state, each linking to the booking file's panel; a club member (customers.self alone) their own forms with their
 * links (GET /api/guestform/self).
 */

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
});

type Page = { data: GuestFormListRow[]; next?: string };

export function GuestFormListPage() {
  const principal = usePrincipal();
  const staff = passesAny(principal, api.list.scopes);
  return staff ? <StaffList /> : <OwnList />;
}

function useTitle() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  return t(pathname.startsWith('/crm/') ? 'routes.crmGuestForms' : 'routes.customerGuestForms');
}

function StaffList() {
  const styles = useStyles();
  const { t } = useI18n();
  const navigate = useAppNavigate();
  const guestName = useGuestName();
  const today = useOperatorToday();
  const title = useTitle();
  const [params, setParams] = useSearchParams();
  const fallback = defaultRange(today);
  const from = params.get('from') || fallback.from;
  const to = params.get('to') || fallback.to;
  const bookingNo = params.get('booking') ?? '';
  const stateParam = params.get('state');
  const state = (FORM_STATES as readonly string[]).includes(stateParam ?? '') ? (stateParam as FormState) : undefined;
  const set = (change: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(change))
      if (v) next.set(k, v);
      else next.delete(k);
    setParams(next, { replace: true });
  };
  const pages = useSWRInfinite<Page>(
    (index, previous: Page | null) => (index === 0 ? ['guestforms.list', from, to, ''] : previous?.next ? ['guestforms.list', from, to, previous.next] : null),
    ([, f, tt, cursor]: [string, string, string, string]) => callEndpoint(api.list, { query: { from: f, to: tt, ...(cursor ? { cursor } : {}) } }),
  );
  const rows = pages.data
    ?.flatMap((p) => p.data)
    .filter((r) => (!bookingNo || String(r.bookingNo).includes(bookingNo.trim())) && (!state || formStateOf(r) === state));
  const more = pages.data?.[pages.data.length - 1]?.next;
  const open = (r: GuestFormListRow) => `/booking/${r.booking}#guest-forms`;
  const columns: Column<GuestFormListRow>[] = [
    {
      key: 'booking',
      header: t('guestForms.board.booking'),
      cell: (r) => (
        <Link
          href={open(r)}
          onClick={(e) => {
            if (!isPlainClick(e)) return;
            e.preventDefault();
            navigate(open(r));
          }}
        >
          {t('guestForms.board.open', { bookingNo: r.bookingNo })}
        </Link>
      ),
    },
    { key: 'arrival', header: t('guestForms.board.arrival'), cell: (r) => (r.checkIn ? formatDate(r.checkIn) : '—') },
    { key: 'guest', header: t('guestForms.board.guest'), cell: (r) => guestName(r.guest, r.name) },
    { key: 'form', header: t('guestForms.list.form'), cell: (r) => r.formName },
    { key: 'state', header: t('guestForms.state'), cell: (r) => <FormStateBadge state={formStateOf(r)} /> },
  ];
  return (
    <section className={styles.root} aria-label={title} data-testid="guest-form-list">
      <PageHeader title={title} />
      <div className={styles.filters}>
        <Field label={t('guestForms.board.from')}>
          <DateInput value={from} max={to} onChange={(iso) => iso && set({ from: iso })} data-testid="list-from" />
        </Field>
        <Field label={t('guestForms.board.to')}>
          <DateInput value={to} min={from} onChange={(iso) => iso && set({ to: iso })} data-testid="list-to" />
        </Field>
        <Field label={t('guestForms.list.booking')}>
          <Input value={bookingNo} inputMode="numeric" onChange={(_, d) => set({ booking: d.value || undefined })} data-testid="list-booking" />
        </Field>
        <Field label={t('guestForms.state')}>
          <Select value={state ?? ''} onChange={(_, d) => set({ state: d.value || undefined })} data-testid="list-state">
            <option value="">{t('guestForms.board.allStates')}</option>
            {FORM_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`guestForms.state.${s}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => `${r.booking}-${r.guest}-${r.form}`}
        error={pages.error}
        onRetry={() => void pages.mutate()}
        states={{
          loading: t('guestForms.loading'),
          loadingTestId: 'list-loading',
          error: t('guestForms.loadError'),
          errorTestId: 'list-error',
          empty: t('guestForms.list.empty'),
          emptyTestId: 'list-empty',
        }}
        label={title}
        testId="list-rows"
        rowTestId="list-row"
      />
      {more ? (
        <Button onClick={() => void pages.setSize(pages.size + 1)} disabled={pages.isValidating} data-testid="list-more">
          {t('guestForms.board.more')}
        </Button>
      ) : null}
    </section>
  );
}

type Own = EndpointOutput<typeof api.self>['data'][number];

function OwnList() {
  const styles = useStyles();
  const { t } = useI18n();
  const title = useTitle();
  const own = useSWR(['guestforms.self'], () => callEndpoint(api.self, {}));
  const columns: Column<Own>[] = [
    { key: 'booking', header: t('guestForms.board.booking'), cell: (r) => t('guestForms.board.open', { bookingNo: r.bookingNo }) },
    { key: 'arrival', header: t('guestForms.board.arrival'), cell: (r) => (r.checkIn ? formatDate(r.checkIn) : '—') },
    {
      key: 'forms',
      header: t('guestForms.list.form'),
      cell: (r) => (
        <span className={styles.filters}>
          {r.forms.map((f) => (
            <span key={f.form}>
              {f.name}: <FormStateBadge state={formStateOf(f)} />
            </span>
          ))}
        </span>
      ),
    },
    {
      key: 'link',
      header: t('guestForms.linkColumn'),
      cell: (r) => (
        <Link href={r.path} aria-label={`${t('guestForms.list.fill')}: ${t('guestForms.board.open', { bookingNo: r.bookingNo })}`}>
          {t('guestForms.list.fill')}
        </Link>
      ),
    },
  ];
  return (
    <section className={styles.root} aria-label={title} data-testid="guest-form-own">
      <PageHeader title={t('guestForms.list.own')} />
      <DataTable
        columns={columns}
        rows={own.data?.data}
        rowKey={(r) => `${r.booking}-${r.guest}`}
        error={own.error}
        onRetry={() => void own.mutate()}
        states={{
          loading: t('guestForms.loading'),
          loadingTestId: 'own-loading',
          error: t('guestForms.loadError'),
          errorTestId: 'own-error',
          empty: t('guestForms.list.empty'),
          emptyTestId: 'own-empty',
        }}
        label={title}
        testId="own-rows"
        rowTestId="own-row"
      />
    </section>
  );
}
