import {
  Body1,
  Checkbox,
  Combobox,
  Field,
  Link,
  makeStyles,
  Option,
  Spinner,
  Subtitle1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import { agenciesResource } from '../../../../shared/api/agencies';
import { bookingPaymentsEndpoints as api } from '../../../../shared/api/booking-payments';
import { passes } from '../../../../shared/auth/permissions';
import { callEndpoint } from '../../api/endpoint-client';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { formatDate } from '../../components/ResourceList/cell-format';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import { useRefOptions } from '../../resources/use-resource';
import { moneyText } from '../booking-file/file-view';
import { PaymentStatusBadge } from '../booking-file/payment-parts';
import { useRouteTitle } from '../resources/resource-pages';
import { NumberHeaderCell } from '../../components/NumberHeaderCell/NumberHeaderCell';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  controls: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL },
  amount: { textAlign: 'right' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * /agency/payments (ISSUE-15): an agency's bookings with money open (or all) and their payment status, from GET
 * /api/bookings/agency/payments/{agency}. Staff pick the agency; an agency user sees its own.
 */
export function AgencyPaymentsPage() {
  const styles = useStyles();
  const { t } = useI18n();
  const title = useRouteTitle();
  const principal = usePrincipal();
  const own = principal && !passes(principal, 'bookings.read') ? principal.agencyId : undefined;
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const [onlyOpen, setOnlyOpen] = useState(true);
  const agency = own ?? picked;
  const data = useSWR(agency ? ['bookings.agencyPayments', agency, onlyOpen] : null, () =>
    callEndpoint(api.agencyPayments, { params: { agency: agency! }, query: { onlyOpen: onlyOpen ? 'true' : 'false' } }),
  );
  return (
    <section className={styles.root} data-testid="agency-payments">
      <PageHeader title={title} />
      <div className={styles.controls}>
        {own ? null : <AgencyField value={picked} onPick={setPicked} />}
        <Checkbox
          checked={onlyOpen}
          onChange={(_e, d) => setOnlyOpen(d.checked === true)}
          label={t('payments.agency.onlyOpen')}
          data-testid="agency-payments-open"
        />
      </div>
      {!agency ? (
        <Body1 className={styles.muted}>{t('payments.agency.pickHint')}</Body1>
      ) : !data.data ? (
        data.error ? null : (
          <Spinner />
        )
      ) : (
        <AgencyBookings rows={data.data.bookings} />
      )}
    </section>
  );
}

function AgencyField({ value, onPick }: { value?: string; onPick: (id: string) => void }) {
  const { t } = useI18n();
  const { options } = useRefOptions({ resource: agenciesResource });
  const [text, setText] = useState<string | undefined>(undefined);
  const shown = text ?? (value ? (options.find((o) => o.value === value)?.title ?? value) : '');
  const matches = useMemo(() => {
    const q = (text ?? '').trim().toLowerCase();
    return options.filter((o) => !q || o.title.toLowerCase().includes(q)).slice(0, 50);
  }, [options, text]);
  return (
    <Field label={t('payments.agency.pick')}>
      <Combobox
        freeform
        value={shown}
        onChange={(e) => setText(e.target.value)}
        onOptionSelect={(_e, d) => {
          if (d.optionValue) onPick(d.optionValue);
          setText(d.optionText ?? '');
        }}
        data-testid="agency-payments-agency"
      >
        {matches.map((o) => (
          <Option key={o.value} value={o.value} text={o.title}>
            {o.title}
          </Option>
        ))}
      </Combobox>
    </Field>
  );
}

type Rows = Awaited<ReturnType<typeof callEndpoint<typeof api.agencyPayments>>>['bookings'];

function AgencyBookings({ rows }: { rows: Rows }) {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const navigate = useAppNavigate();
  if (!rows.length) return <Body1 className={styles.muted}>{t('payments.agency.noBookings')}</Body1>;
  return (
    <>
      <Subtitle1 as="h2">{t('payments.agency.bookings')}</Subtitle1>
      <Table aria-label={t('payments.agency.bookings')} data-testid="agency-payments-list">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('payments.agency.booking')}</TableHeaderCell>
            <TableHeaderCell>{t('payments.agency.guest')}</TableHeaderCell>
            <TableHeaderCell>{t('payments.agency.checkIn')}</TableHeaderCell>
            <TableHeaderCell>{t('payments.agency.status')}</TableHeaderCell>
            <NumberHeaderCell className={styles.amount}>{t('payments.total')}</NumberHeaderCell>
            <NumberHeaderCell className={styles.amount}>{t('payments.paid')}</NumberHeaderCell>
            <NumberHeaderCell className={styles.amount}>{t('payments.open')}</NumberHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id} data-testid="agency-payments-row">
              <TableCell>
                <Link
                  href={`/booking/${r.id}`}
                  onClick={(e) => {
                    e.preventDefault();
                    navigate(`/booking/${r.id}`);
                  }}
                >
                  {r.bookingNo ?? r.id}
                </Link>
              </TableCell>
              <TableCell>{r.customerName ?? ''}</TableCell>
              <TableCell>{r.checkIn ? formatDate(r.checkIn) : ''}</TableCell>
              <TableCell>
                <PaymentStatusBadge status={r.summary.status} />
              </TableCell>
              <TableCell className={styles.amount}>{moneyText(r.summary.total, r.summary.currency, lang)}</TableCell>
              <TableCell className={styles.amount}>{moneyText(r.summary.paid, r.summary.currency, lang)}</TableCell>
              <TableCell className={styles.amount}>{moneyText(r.summary.open, r.summary.currency, lang)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
