import {
  Body1,
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Subtitle1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import useSWR from 'swr';
import { customerStayEndpoints as api } from '../../../../shared/api/qr-stays';
import { passesAny } from '../../../../shared/auth/permissions';
import { isMessageKey } from '../../../../shared/i18n';
import { callEndpoint } from '../../api/endpoint-client';
import { AppLink } from '../../components/AppLink/AppLink';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { ListSkeleton } from '../../components/ListSkeleton/ListSkeleton';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import { formatDate } from '../../i18n/dates';
import { moneyText } from '../../i18n/money';
import { errorNotice, notify, notifyError } from '../../notices/notice-bus';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  scroll: { overflowX: 'auto' },
  head: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center', justifyContent: 'space-between' },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  muted: { color: tokens.colorNeutralForeground3 },
});

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
  const res = useSWR(allowed ? ['customers.stay', customer] : null, () => callEndpoint(api.stay, { params: { id: customer } }), { revalidateOnFocus: false });
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

  let body;
  if (res.error) {
    const notice = errorNotice(res.error);
    body = (
      <MessageBar intent="error" data-testid="customer-stays-error">
        <MessageBarBody>
          {t('stays.error')} {t(notice.key, notice.params)}
        </MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => void res.mutate()}>{t('app.retry')}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  } else if (!res.data) {
    body = <ListSkeleton label={t('stays.loading')} columns={[1, 2, 2, 1, 1, 1]} rows={3} testId="customer-stays-loading" />;
  } else {
    const f = res.data.figures;
    body = (
      <>
        <Body1 as="p" className={styles.muted} data-testid="customer-stay-figures">
          {t('stays.figures', {
            stays: f.stays,
            lastStay: f.lastStay ? formatDate(f.lastStay) : t('stays.noLastStay'),
            revenue: moneyText(f.revenueText, f.currency, lang),
            bookings: f.bookings,
          })}
        </Body1>
        {res.data.data.length === 0 ? (
          <EmptyState testId="customer-stays-none" message={t('stays.none')} />
        ) : (
          <div className={styles.scroll}>
            <Table aria-labelledby="customer-stays-title" data-testid="customer-stays">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('stays.booking')}</TableHeaderCell>
                  <TableHeaderCell>{t('stays.dates')}</TableHeaderCell>
                  <TableHeaderCell>{t('stays.asset')}</TableHeaderCell>
                  <TableHeaderCell>{t('stays.role')}</TableHeaderCell>
                  <TableHeaderCell>{t('stays.state')}</TableHeaderCell>
                  <TableHeaderCell className={styles.number}>{t('stays.amount')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {res.data.data.map((s) => (
                  <TableRow key={s.booking} data-testid="customer-stay">
                    <TableCell>
                      <AppLink to={`/booking/${encodeURIComponent(s.booking)}`}>#{s.bookingNo}</AppLink>
                    </TableCell>
                    <TableCell>
                      {[s.checkIn, s.checkOut]
                        .filter((d): d is string => Boolean(d))
                        .map(formatDate)
                        .join(' – ')}
                    </TableCell>
                    <TableCell>{s.assetName ?? s.asset ?? ''}</TableCell>
                    <TableCell>{t(`stays.role.${s.role}`)}</TableCell>
                    <TableCell className={s.counted ? undefined : styles.muted}>{state(s.state)}</TableCell>
                    <TableCell className={styles.number}>{moneyText(s.amount, s.currency, lang)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </>
    );
  }
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
