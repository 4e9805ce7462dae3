import { Body1, Button, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { EndpointOutput } from '../../../../shared/api/endpoint';
import { customerStayEndpoints as api } from '../../../../shared/api/qr-stays';
import { passesAny } from '../../../../shared/auth/permissions';
import { isMessageKey } from '../../i18n/dictionary';
import { callEndpoint } from '../../api/endpoint-client';
import { AppLink } from '../../components/AppLink/AppLink';
import { DataTable, type Column } from '../../components/DataTable/DataTable';
import { useCustomerStays } from '../../data/finance';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import { formatDate } from '../../i18n/dates';
import { moneyText } from '../../i18n/money';
import { notify, notifyError } from '../../notices/notice-bus';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  head: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center', justifyContent: 'space-between' },
  muted: { color: tokens.colorNeutralForeground3 },
});

type Stay = EndpointOutput<typeof api.stay>['data'][number];

/**
 * A customer's stays (GET /api/customers/{id}/stay) and the figures the specials read (stays, last stay, stay revenue,
 * bookings), with a recalculate for those who may change customers. docs/decisions.md, "Payment QR codes and
 * customer stays".
 */
export function CustomerStays({ customer }: { customer: string }) {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const principal = usePrincipal();
  const allowed = passesAny(principal, api.stay.scopes);
  const mayRecalculate = passesAny(principal, api.recalculate.scopes);
  const [busy, setBusy] = useState(false);
  const res = useCustomerStays(customer, allowed);
  if (!allowed) return null;

  const recalculate = async () => {
    setBusy(true);
    try {
      await callEndpoint(api.recalculate, { params: { id: customer }, body: {} });
      notify({ intent: 'success', key: 'stays.recalculated' });
      await res.mutate();
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };
  const state = (s: string) => {
    const key = `booking.state.${s}`;
    return isMessageKey(key) ? t(key) : s;
  };

  const columns: Column<Stay>[] = [
    { key: 'booking', header: t('stays.booking'), cell: (s) => <AppLink to={`/booking/${encodeURIComponent(s.booking)}`}>#{s.bookingNo}</AppLink> },
    {
      key: 'dates',
      header: t('stays.dates'),
      cell: (s) =>
        [s.checkIn, s.checkOut]
          .filter((d): d is string => Boolean(d))
          .map(formatDate)
          .join(' – '),
    },
    { key: 'asset', header: t('stays.asset'), cell: (s) => s.assetName ?? s.asset ?? '' },
    { key: 'role', header: t('stays.role'), cell: (s) => t(`stays.role.${s.role}`) },
    { key: 'state', header: t('stays.state'), cell: (s) => <span className={s.counted ? undefined : styles.muted}>{state(s.state)}</span> },
    { key: 'amount', header: t('stays.amount'), numeric: true, cell: (s) => moneyText(s.amount, s.currency, lang) },
  ];
  const f = res.data?.figures;
  const body = (
    <>
      {f ? (
        <Body1 as="p" className={styles.muted} data-testid="customer-stay-figures">
          {t('stays.figures', {
            stays: f.stays,
            lastStay: f.lastStay ? formatDate(f.lastStay) : t('stays.noLastStay'),
            revenue: moneyText(f.revenueText, f.currency, lang),
            bookings: f.bookings,
          })}
        </Body1>
      ) : null}
      <DataTable
        columns={columns}
        rows={res.data?.data}
        rowKey={(s) => s.booking}
        error={res.error}
        onRetry={() => void res.mutate()}
        states={{
          loading: t('stays.loading'),
          loadingTestId: 'customer-stays-loading',
          error: t('stays.error'),
          errorTestId: 'customer-stays-error',
          empty: t('stays.none'),
          emptyTestId: 'customer-stays-none',
        }}
        skeleton={[1, 2, 2, 1, 1, 1]}
        labelledBy="customer-stays-title"
        testId="customer-stays"
        rowTestId="customer-stay"
      />
    </>
  );
  return (
    <section className={styles.root} aria-labelledby="customer-stays-title" data-testid="customer-stays-section">
      <div className={styles.head}>
        <Subtitle1 as="h2" id="customer-stays-title">
          {t('stays.title')}
        </Subtitle1>
        {mayRecalculate ? (
          <Button appearance="secondary" disabled={busy} onClick={() => void recalculate()} data-testid="customer-stays-recalculate">
            {t('stays.recalculate')}
          </Button>
        ) : null}
      </div>
      {body}
    </section>
  );
}
