import {
  Button,
  Field,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Radio,
  RadioGroup,
  Spinner,
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
import { bankExtraEndpoints as api } from '../../../../shared/api/banks';
import { addDays } from '../../../../shared/calendar-date';
import { callEndpoint } from '../../api/endpoint-client';
import { DateInput } from '../../components/DateInput/DateInput';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { useI18n } from '../../hooks/use-i18n';
import { useBankStyles } from './bank-styles';

type GroupBy = 'day' | 'week' | 'month';
interface Row {
  period: string;
  currency: string;
  in: string;
  out: string;
  balance?: string;
}

/** Bars of money in (green) and out (red) per period, one chart per currency; the table below carries the same numbers. */
function Chart({ rows, currency }: { rows: Row[]; currency: string }) {
  const { t } = useI18n();
  const max = Math.max(1, ...rows.flatMap((r) => [Number(r.in), Number(r.out)]));
  const w = 28;
  const h = 160;
  return (
    <svg
      role="img"
      aria-label={t('bank.cashflow.chart', { currency })}
      width={rows.length * (w * 2 + 12) + 8}
      height={h + 24}
      data-testid={`cashflow-chart-${currency}`}
    >
      {rows.map((r, i) => {
        const x = 8 + i * (w * 2 + 12);
        const hin = (Number(r.in) / max) * h;
        const hout = (Number(r.out) / max) * h;
        return (
          <g key={r.period}>
            <rect x={x} y={h - hin} width={w} height={hin} fill={tokens.colorPaletteGreenBackground3}>
              <title>{`${r.period} ${t('bank.cashflow.in')} ${r.in}`}</title>
            </rect>
            <rect x={x + w} y={h - hout} width={w} height={hout} fill={tokens.colorPaletteRedBackground3}>
              <title>{`${r.period} ${t('bank.cashflow.out')} ${r.out}`}</title>
            </rect>
            <text x={x} y={h + 16} fontSize="10" fill={tokens.colorNeutralForeground2}>
              {r.period.slice(-5)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** /bank/cashflow: money in and out and the running balance over all banks, per day, week or month. */
export function CashflowPage() {
  const styles = useBankStyles();
  const { t } = useI18n();
  const today = new Date().toISOString().slice(0, 10);
  const [from, setFrom] = useState(addDays(today, -180));
  const [to, setTo] = useState(today);
  const [groupBy, setGroupBy] = useState<GroupBy>('month');
  const data = useSWR(['cashflow', from, to, groupBy], async () => {
    const query = { from, to, groupBy };
    const [flow, bal] = await Promise.all([callEndpoint(api.cashflow, { query }), callEndpoint(api.balance, { query })]);
    const balances = new Map(bal.data.map((b) => [`${b.period}|${b.currency}`, b.balance]));
    return flow.data.map((r): Row => ({ ...r, balance: balances.get(`${r.period}|${r.currency}`) }));
  });
  const rows = data.data ?? [];
  const currencies = [...new Set(rows.map((r) => r.currency))];
  return (
    <section className={styles.root} aria-label={t('bank.cashflow.title')} data-testid="cashflow-page">
      <PageHeader title={t('bank.cashflow.title')} />
      <div className={styles.bar}>
        <Field label={t('bank.entries.from')}>
          <DateInput value={from} onChange={(v) => v && setFrom(v)} data-testid="cashflow-from" />
        </Field>
        <Field label={t('bank.entries.to')}>
          <DateInput value={to} onChange={(v) => v && setTo(v)} data-testid="cashflow-to" />
        </Field>
        <RadioGroup layout="horizontal" aria-label={t('bank.cashflow.groupBy')} value={groupBy} onChange={(_e, d) => setGroupBy(d.value as GroupBy)}>
          {(['day', 'week', 'month'] as const).map((g) => (
            <Radio key={g} value={g} label={t(`bank.cashflow.${g}`)} data-testid={`cashflow-${g}`} />
          ))}
        </RadioGroup>
      </div>
      {data.error ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('bank.cashflow.loadError')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void data.mutate()}>{t('app.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : !data.data ? (
        <Spinner label={t('bank.cashflow.loading')} />
      ) : rows.length === 0 ? (
        <EmptyState message={t('bank.cashflow.empty')} testId="cashflow-empty" />
      ) : (
        currencies.map((c) => {
          const mine = rows.filter((r) => r.currency === c);
          return (
            <div key={c} className={styles.wrap}>
              <Chart rows={mine} currency={c} />
              <Table aria-label={t('bank.cashflow.chart', { currency: c })} className={styles.table} data-testid={`cashflow-table-${c}`}>
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>{t('bank.cashflow.period')}</TableHeaderCell>
                    <TableHeaderCell button={{ className: styles.numberHead }}>{t('bank.cashflow.in')}</TableHeaderCell>
                    <TableHeaderCell button={{ className: styles.numberHead }}>{t('bank.cashflow.out')}</TableHeaderCell>
                    <TableHeaderCell button={{ className: styles.numberHead }}>{t('bank.cashflow.balance')}</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {mine.map((r) => (
                    <TableRow key={r.period}>
                      <TableCell>{r.period}</TableCell>
                      <TableCell className={styles.number}>{r.in}</TableCell>
                      <TableCell className={styles.number}>{r.out}</TableCell>
                      <TableCell className={`${styles.number} ${r.balance?.startsWith('-') ? styles.negative : ''}`}>
                        {r.balance ?? ''} {c}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          );
        })
      )}
    </section>
  );
}
