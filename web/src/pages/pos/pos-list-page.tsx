import {
  Badge,
  Body1,
  Button,
  Field,
  Input,
  makeStyles,
  Select,
  Subtitle1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { DismissCircleRegular, PrintRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { posEndpoints as api } from '../../../../shared/api/pos';
import { passesAny } from '../../../../shared/auth/permissions';
import { POS_METHODS, type PosSale } from '../../../../shared/domain/pos/pos';
import { callEndpoint } from '../../api/endpoint-client';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { usePosSales, usePosStats } from '../../data/finance';
import { keys } from '../../data/keys';
import { revalidate } from '../../data/revalidate';
import { useI18n } from '../../hooks/use-i18n';
import { useOperatorToday } from '../../hooks/use-operator-today';
import { useTenantZone } from '../../hooks/use-tenant-zone';
import { formatDate, formatTime } from '../../i18n/dates';
import { usePrincipal } from '../../hooks/use-session';
import { notify, notifyError } from '../../notices/notice-bus';
import { moneyText } from '../booking-file/file-view';
import { openReceiptPage } from './pos-shared';
import { VoidReasonDialog } from './void-reason-dialog';
import { NumberHeaderCell } from '../../components/NumberHeaderCell/NumberHeaderCell';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  stats: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: tokens.spacingHorizontalL },
  wrap: { overflowX: 'auto' },
  num: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

/** /pos/list: the sales of a period with filters, their statistics, the receipt and void (with a reason). */
export function PosListPage() {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const zone = useTenantZone();
  const principal = usePrincipal();
  const mayVoid = passesAny(principal, api.voidSale.scopes);
  // The operator's today (UTC's is yesterday from midnight in Berlin until 01:00).
  const today = useOperatorToday();
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [method, setMethod] = useState('');
  const [q, setQ] = useState('');
  const [voiding, setVoiding] = useState<PosSale | undefined>();
  const query = { from, to, ...(method ? { method: method as PosSale['method'] } : {}), ...(q.trim() ? { q: q.trim() } : {}) };
  const valid = from && to && from <= to;
  const sales = usePosSales(valid ? query : null);
  const stats = usePosStats(valid ? query : null);

  const doVoid = async (reason: string) => {
    if (!voiding) return false;
    try {
      const sale = await callEndpoint(api.voidSale, { params: { sale: voiding.id }, body: { reason } });
      notify({ intent: 'success', key: 'pos.list.voidDone', params: { no: sale.no } });
      setVoiding(undefined);
      // A voided sale leaves the period's sales and statistics and its booking's bill.
      void revalidate(keys.pos.all(), ...(sale.booking ? [keys.booking(sale.booking)] : []));
      return true;
    } catch (err) {
      notifyError(err);
      return false;
    }
  };

  return (
    <section className={styles.root} aria-label={t('routes.posList')} data-testid="pos-list">
      <PageHeader title={t('routes.posList')} />
      <div className={styles.filters}>
        <Field label={t('pos.list.from')}>
          <Input type="date" value={from} onChange={(_e, d) => setFrom(d.value)} data-testid="pos-list-from" />
        </Field>
        <Field label={t('pos.list.to')}>
          <Input type="date" value={to} onChange={(_e, d) => setTo(d.value)} data-testid="pos-list-to" />
        </Field>
        <Field label={t('pos.method')}>
          <Select value={method} onChange={(_e, d) => setMethod(d.value)}>
            <option value="">{t('pos.list.allMethods')}</option>
            {POS_METHODS.map((m) => (
              <option key={m} value={m}>
                {t(`pos.method.${m}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('pos.list.search')}>
          <Input value={q} onChange={(_e, d) => setQ(d.value)} data-testid="pos-list-q" />
        </Field>
      </div>
      {stats.data ? (
        <section aria-labelledby="pos-stats-title" data-testid="pos-stats">
          <Subtitle1 as="h2" id="pos-stats-title">
            {t('pos.stats')}
          </Subtitle1>
          <div className={styles.stats}>
            <div>
              <Body1>
                {t('pos.stats.count')}: <strong>{stats.data.count}</strong>
              </Body1>
              <br />
              <Body1>
                {t('pos.stats.total')}: <strong>{moneyText(stats.data.total, stats.data.currency, lang)}</strong>
              </Body1>
            </div>
            <div>
              <Body1>{t('pos.stats.byMethod')}</Body1>
              <ul className={styles.list}>
                {stats.data.byMethod.map((r) => (
                  <li key={r.key}>{`${t(`pos.method.${r.key as PosSale['method']}`)}: ${r.quantity} · ${moneyText(r.total, undefined, lang)}`}</li>
                ))}
              </ul>
            </div>
            <div>
              <Body1>{t('pos.stats.byProduct')}</Body1>
              <ul className={styles.list}>
                {stats.data.byProduct.slice(0, 10).map((r) => (
                  <li key={r.key}>{`${r.key}: ${r.quantity} · ${moneyText(r.total, undefined, lang)}`}</li>
                ))}
              </ul>
            </div>
          </div>
        </section>
      ) : null}
      {sales.data && sales.data.data.length === 0 ? (
        <EmptyState message={t('pos.list.empty')} testId="pos-list-empty" />
      ) : (
        <div className={styles.wrap}>
          <Table aria-label={t('routes.posList')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('pos.col.no')}</TableHeaderCell>
                <TableHeaderCell>{t('pos.col.time')}</TableHeaderCell>
                <TableHeaderCell>{t('pos.col.booking')}</TableHeaderCell>
                <TableHeaderCell>{t('pos.col.product')}</TableHeaderCell>
                <TableHeaderCell>{t('pos.col.method')}</TableHeaderCell>
                <NumberHeaderCell className={styles.num}>{t('pos.col.total')}</NumberHeaderCell>
                <TableHeaderCell>{t('pos.col.actions')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {(sales.data?.data ?? []).map((s) => (
                <TableRow key={s.id} data-testid="pos-sale">
                  <TableCell>
                    {s.no} {s.state === 'voided' ? <Badge color="danger">{t('pos.list.voided')}</Badge> : null}
                  </TableCell>
                  <TableCell>{`${formatDate(s.day)} ${formatTime(s.createdAt, zone)}`}</TableCell>
                  <TableCell>{s.booking ? `${s.bookingNo ?? ''} ${s.customerName ?? ''}` : t('pos.walkIn')}</TableCell>
                  <TableCell>{s.lines.map((l) => `${l.quantity}× ${l.name}`).join(', ')}</TableCell>
                  <TableCell>{t(`pos.method.${s.method}`)}</TableCell>
                  <TableCell className={styles.num}>{moneyText(s.total, s.currency, lang)}</TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      appearance="subtle"
                      icon={<PrintRegular />}
                      aria-label={`${t('pos.print')} ${s.no}`}
                      onClick={() => void openReceiptPage(s.id, lang)}
                    />
                    {mayVoid && s.state === 'done' ? (
                      <Button
                        size="small"
                        appearance="subtle"
                        icon={<DismissCircleRegular />}
                        aria-label={t('pos.list.void', { no: s.no })}
                        onClick={() => setVoiding(s)}
                      />
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <VoidReasonDialog title={voiding ? t('pos.list.void', { no: voiding.no }) : undefined} onVoid={doVoid} onClose={() => setVoiding(undefined)} />
    </section>
  );
}
