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
import { DateTime } from 'luxon';
import { useState } from 'react';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { addDays } from '../../../../shared/calendar-date';
import { money, sum, toString } from '../../../../shared/domain/money';
import { DateInput } from '../../components/DateInput/DateInput';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { useCashflow } from '../../data/finance';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { useI18n } from '../../hooks/use-i18n';
import { formatMonth, formatShortDate } from '../../i18n/dates';
import { moneyText } from '../../i18n/money';
import { useBankStyles } from './bank-styles';

type GroupBy = 'day' | 'week' | 'month';
interface Row {
  period: string;
  currency: string;
  in: string;
  out: string;
  balance?: string;
}

/** A period as the spec writes it (spec 1 section 9): "10.2026" for a month, "Week 42, 2026" / "KW 42 2026", "12.10" for a day. */
export function periodLabel(period: string, groupBy: GroupBy, t: ReturnType<typeof useI18n>['t']): string {
  if (groupBy === 'month') return formatMonth(period);
  if (groupBy === 'week') {
    const day = DateTime.fromISO(period);
    return t('bank.cashflow.weekOf', { week: String(day.weekNumber), year: String(day.weekYear) });
  }
  return formatShortDate(period);
}

/**
 * Money in (green) and out (red) per period as bars with the running balance as a line on its own axis, one chart
 * per currency (Recharts). The chart is a picture for the eye (role img with its name); the table below carries the
 * same numbers for screen readers and copying.
 */
function Chart({ rows, currency, groupBy }: { rows: Row[]; currency: string; groupBy: GroupBy }) {
  const styles = useBankStyles();
  const { t, lang } = useI18n();
  const data = rows.map((r) => ({
    label: periodLabel(r.period, groupBy, t),
    in: Number(r.in),
    out: Number(r.out),
    balance: r.balance === undefined ? undefined : Number(r.balance),
  }));
  const asMoney = (v: unknown) => (typeof v === 'number' ? moneyText(v, currency, lang) : String(v ?? ''));
  const compactFormat = new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', { notation: 'compact', maximumFractionDigits: 1 });
  const compact = (v: number) => compactFormat.format(v);
  const axis = { fontSize: 11, fill: tokens.colorNeutralForeground2 };
  return (
    <div role="img" aria-label={t('bank.cashflow.chart', { currency })} data-testid={`cashflow-chart-${currency}`} className={styles.chart}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid stroke={tokens.colorNeutralStroke2} vertical={false} />
          <XAxis dataKey="label" tick={axis} tickLine={false} />
          <YAxis yAxisId="flow" tick={axis} tickFormatter={compact} width={48} />
          <YAxis yAxisId="balance" orientation="right" tick={axis} tickFormatter={compact} width={56} />
          <Tooltip formatter={(v) => asMoney(v)} />
          <Legend />
          <Bar yAxisId="flow" dataKey="in" name={t('bank.cashflow.in')} fill={tokens.colorPaletteGreenBackground3} isAnimationActive={false} />
          <Bar yAxisId="flow" dataKey="out" name={t('bank.cashflow.out')} fill={tokens.colorPaletteRedBackground3} isAnimationActive={false} />
          <Line
            yAxisId="balance"
            dataKey="balance"
            name={t('bank.cashflow.balance')}
            stroke={tokens.colorBrandForeground1}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Money in and out over the rows, exactly (decimal money, not floating point). */
function totals(rows: Row[], currency: string): { in: string; out: string } {
  const of = (key: 'in' | 'out') =>
    toString(
      sum(
        rows.map((r) => money(r[key], currency)),
        currency,
      ),
    );
  return { in: of('in'), out: of('out') };
}

/** /bank/cashflow: money in and out and the running balance over all banks, per day, week or month. */
export function CashflowPage() {
  const styles = useBankStyles();
  const { t, lang } = useI18n();
  const today = new Date().toISOString().slice(0, 10);
  const [from, setFrom] = useState(addDays(today, -180));
  const [to, setTo] = useState(today);
  const [groupBy, setGroupBy] = useState<GroupBy>('month');
  const data = useCashflow({ from, to, groupBy });
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
          const sums = totals(mine, c);
          return (
            <div key={c} className={styles.wrap}>
              <Chart rows={mine} currency={c} groupBy={groupBy} />
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
                      <TableCell>{periodLabel(r.period, groupBy, t)}</TableCell>
                      <TableCell className={styles.number}>{moneyText(r.in, c, lang)}</TableCell>
                      <TableCell className={styles.number}>{moneyText(r.out, c, lang)}</TableCell>
                      <TableCell className={`${styles.number} ${r.balance?.startsWith('-') ? styles.negative : ''}`}>
                        {r.balance === undefined ? '' : moneyText(r.balance, c, lang)}
                      </TableCell>
                    </TableRow>
                  ))}
                  <TableRow data-testid={`cashflow-total-${c}`}>
                    <TableCell>
                      <strong>{t('bank.cashflow.total')}</strong>
                    </TableCell>
                    <TableCell className={styles.number}>
                      <strong>{moneyText(sums.in, c, lang)}</strong>
                    </TableCell>
                    <TableCell className={styles.number}>
                      <strong>{moneyText(sums.out, c, lang)}</strong>
                    </TableCell>
                    <TableCell />
                  </TableRow>
                </TableBody>
              </Table>
            </div>
          );
        })
      )}
    </section>
  );
}
