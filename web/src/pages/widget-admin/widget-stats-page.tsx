import {
  Button,
  Dropdown,
  Field,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Option,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Caption1,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { widgetEndpoints, widgetsResource, type WidgetFigures } from '../../../../shared/api/widgets';
import { addDays } from '../../../../shared/calendar-date';
import { fromMinor, format } from '../../../../shared/domain/money';
import { callEndpoint } from '../../api/endpoint-client';
import { DateInput } from '../../components/DateInput/DateInput';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { keys } from '../../data/keys';
import { useRead } from '../../data/use-read';
import { useI18n } from '../../hooks/use-i18n';
import { formatDate } from '../../i18n/dates';
import { useRefOptions } from '../../resources/use-resource';
import { WidgetStatsChart } from './stats-chart';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  wrap: { overflowX: 'auto' },
  table: { minWidth: '760px' },
  number: { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  numberHead: { justifyContent: 'flex-end' },
  hint: { color: tokens.colorNeutralForeground3 },
});

const COLUMNS = ['views', 'searches', 'holds', 'checkouts', 'bookings'] as const;
const ALL = '';

/** /widget-admin/stats: the widgets' figures per day without cookies or personal data, as a chart and a table. */
export function WidgetStatsPage() {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const today = new Date().toISOString().slice(0, 10);
  const [from, setFrom] = useState(addDays(today, -29));
  const [to, setTo] = useState(today);
  const [widget, setWidget] = useState(ALL);
  const { options } = useRefOptions({ resource: widgetsResource });
  const query = { from, to, ...(widget ? { widget } : {}) };
  const valid = from <= to && addDays(from, 366) > to;
  const data = useRead(valid ? keys.widgets.stats(query) : null, () => callEndpoint(widgetEndpoints.stats, { query }));
  const stats = data.data;
  const money = (minor: number) => (stats ? format(fromMinor(minor, stats.currency), lang === 'de' ? 'de-DE' : 'en-GB') : '');
  const percent = (v: number) => new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', { style: 'percent', maximumFractionDigits: 2 }).format(v);
  const cells = (f: WidgetFigures) => (
    <>
      {COLUMNS.map((c) => (
        <TableCell key={c} className={styles.number}>
          {f[c]}
        </TableCell>
      ))}
      <TableCell className={styles.number}>{money(f.revenueMinor)}</TableCell>
      <TableCell className={styles.number}>{percent(f.conversion)}</TableCell>
    </>
  );
  const widgetName = options.find((o) => o.value === widget)?.title ?? t('widget.stats.allWidgets');

  return (
    <section className={styles.root} aria-label={t('routes.widgetStats')} data-testid="widget-stats-page">
      <PageHeader title={t('routes.widgetStats')} />
      <Caption1 className={styles.hint}>{t('widget.stats.privacy')}</Caption1>
      <div className={styles.bar}>
        <Field label={t('widget.stats.from')}>
          <DateInput value={from} onChange={(v) => v && setFrom(v)} data-testid="widget-stats-from" />
        </Field>
        <Field label={t('widget.stats.to')}>
          <DateInput value={to} onChange={(v) => v && setTo(v)} data-testid="widget-stats-to" />
        </Field>
        <Field label={t('widget.stats.widget')}>
          <Dropdown value={widgetName} selectedOptions={[widget]} onOptionSelect={(_e, d) => setWidget(d.optionValue ?? ALL)} data-testid="widget-stats-widget">
            <Option value={ALL}>{t('widget.stats.allWidgets')}</Option>
            {options.map((o) => (
              <Option key={o.value} value={o.value}>
                {o.title}
              </Option>
            ))}
          </Dropdown>
        </Field>
      </div>
      {!valid ? (
        <MessageBar intent="warning">
          <MessageBarBody>{t('widget.stats.badRange')}</MessageBarBody>
        </MessageBar>
      ) : data.error ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('widget.stats.loadError')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void data.mutate()}>{t('app.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : !stats ? (
        <Spinner label={t('app.loading')} />
      ) : (
        <>
          <WidgetStatsChart
            days={stats.days}
            label={`${t('widget.stats.chart')}: ${t('widget.stats.chartSummary', { views: stats.total.views, bookings: stats.total.bookings, from: formatDate(stats.from), to: formatDate(stats.to) })}`}
            viewsLabel={t('widget.stats.views')}
            bookingsLabel={t('widget.stats.bookings')}
          />
          {stats.total.views + stats.total.searches + stats.total.bookings === 0 ? <Caption1>{t('widget.stats.noData')}</Caption1> : null}
          <div className={styles.wrap}>
            <Table aria-label={t('widget.stats.table')} className={styles.table} data-testid="widget-stats-table">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('widget.stats.day')}</TableHeaderCell>
                  {[...COLUMNS, 'revenue' as const, 'conversion' as const].map((c) => (
                    <TableHeaderCell key={c} button={{ className: styles.numberHead }}>
                      {t(`widget.stats.${c}`)}
                    </TableHeaderCell>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                <TableRow data-testid="widget-stats-total">
                  <TableCell>
                    <strong>{t('widget.stats.total')}</strong>
                  </TableCell>
                  {cells(stats.total)}
                </TableRow>
                {[...stats.days].reverse().map((d) => (
                  <TableRow key={d.day} data-testid={`widget-stats-day-${d.day}`}>
                    <TableCell>{formatDate(d.day)}</TableCell>
                    {cells(d)}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </>
      )}
    </section>
  );
}
