import {
  Badge,
  Body1,
  Button,
  Caption1,
  Field,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  ProgressBar,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { DateTime } from 'luxon';
import { useState } from 'react';
import useSWR from 'swr';
import { productExtraEndpoints as api } from '../../../../shared/api/products';
import { DEFAULT_TIMEZONE } from '../../../../shared/constants';
import { type StockMovement } from '../../../../shared/domain/product/product';
import { callEndpoint } from '../../api/endpoint-client';
import { DateInput } from '../../components/DateInput/DateInput';
import { ListSkeleton } from '../../components/ListSkeleton/ListSkeleton';
import { formatDateTime, formatNumber } from '../../components/ResourceList/cell-format';
import { useBootstrap } from '../../hooks/use-bootstrap';
import { useI18n } from '../../hooks/use-i18n';
import { errorNotice } from '../../notices/notice-bus';
import type { Entity } from '../../resources/resource-types';
import { LOG_KEY, useStockStyles } from './stock-common';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { NumberHeaderCell } from '../../components/NumberHeaderCell/NumberHeaderCell';

const LOG_PAGE_SIZE = 25;

/** The movement log, for one product or all, by period, a page at a time. */
export function StockLog({ productId, products, onProduct }: { productId: string; products: Entity[]; onProduct: (id: string) => void }) {
  const styles = useStockStyles();
  const { t, lang } = useI18n();
  const { data: bootstrap } = useBootstrap();
  const timezone = bootstrap?.settings.timezone ?? DEFAULT_TIMEZONE;
  const [page, setPage] = useState(1);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const invalidRange = !!from && !!to && from > to;

  // Dates are days in the operator's time zone (spec 1 section 9), sent as instants.
  const query = {
    productId: productId || undefined,
    page,
    size: LOG_PAGE_SIZE,
    from: from ? (DateTime.fromISO(from, { zone: timezone }).startOf('day').toISO() ?? undefined) : undefined,
    to: to ? (DateTime.fromISO(to, { zone: timezone }).endOf('day').toISO() ?? undefined) : undefined,
  };
  const key = invalidRange ? null : [LOG_KEY, JSON.stringify(query)];
  const {
    data,
    error,
    isLoading,
    isValidating,
    mutate: reload,
  } = useSWR(key, () => callEndpoint(api.stockLog, { query }), { keepPreviousData: true, revalidateOnFocus: false });
  const filtered = !!productId || !!from || !!to;
  const names = new Map(products.map((p) => [p.id, String(p.name)]));
  const rows: StockMovement[] = data?.data ?? [];
  // The log answers whether more rows follow, no total (the "Counts" decision of the list answers).
  const more = data?.more === true;

  const change = (fn: () => void) => {
    fn();
    setPage(1);
  };

  return (
    <section className={styles.root} aria-label={t('stock.log.title')} data-testid="stock-log">
      <div className={styles.filters}>
        <Field label={t('stock.log.product')} className={styles.productFilter}>
          <Select value={productId} onChange={(_e, d) => change(() => onProduct(d.value))} data-testid="stock-log-product">
            <option value="">{t('stock.log.allProducts')}</option>
            {productId && !names.has(productId) ? <option value={productId}>{productId}</option> : null}
            {products.map((p) => (
              <option key={p.id} value={p.id}>
                {String(p.name)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('stock.log.from')}>
          <DateInput value={from} onChange={(v) => change(() => setFrom(v ?? ''))} data-testid="stock-log-from" />
        </Field>
        <Field
          label={t('stock.log.to')}
          validationState={invalidRange ? 'error' : 'none'}
          validationMessage={invalidRange ? t('stock.log.invalidRange') : undefined}
        >
          <DateInput value={to} onChange={(v) => change(() => setTo(v ?? ''))} data-testid="stock-log-to" />
        </Field>
        <Body1 aria-live="polite" data-testid="stock-log-total">
          {data?.total !== undefined ? t('list.total', { count: data.total }) : ''}
        </Body1>
      </div>

      {error ? (
        <MessageBar intent="error" data-testid="stock-log-error">
          <MessageBarBody>
            {t('stock.log.error')} {t(errorNotice(error).key, errorNotice(error).params)}
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void reload()}>{t('app.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}

      <div className={styles.frame}>
        {isValidating && data ? <ProgressBar className={styles.progress} thickness="medium" aria-label={t('stock.log.loading')} /> : null}
        {!data && (isLoading || (!error && !invalidRange)) ? (
          <ListSkeleton label={t('stock.log.loading')} columns={[2, 2, 1, 1, 1]} rows={6} testId="stock-log-loading" />
        ) : rows.length === 0 && !invalidRange ? (
          <EmptyState testId="stock-log-empty" message={filtered ? t('stock.log.emptyFiltered') : t('stock.log.empty')}>
            {filtered ? (
              <Button
                onClick={() =>
                  change(() => {
                    setFrom('');
                    setTo('');
                    onProduct('');
                  })
                }
              >
                {t('stock.log.clear')}
              </Button>
            ) : null}
          </EmptyState>
        ) : rows.length > 0 ? (
          <Table className={styles.table} aria-label={t('stock.log.title')} aria-busy={isValidating} data-testid="stock-log-table">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('stock.log.at')}</TableHeaderCell>
                <TableHeaderCell>{t('stock.log.product')}</TableHeaderCell>
                <TableHeaderCell>{t('stock.reason')}</TableHeaderCell>
                <NumberHeaderCell className={styles.number}>{t('stock.log.change')}</NumberHeaderCell>
                <NumberHeaderCell className={styles.number}>{t('stock.log.after')}</NumberHeaderCell>
                <TableHeaderCell>{t('stock.note')}</TableHeaderCell>
                <TableHeaderCell>{t('stock.log.by')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((m) => (
                <TableRow key={m.id} data-testid="stock-log-row">
                  <TableCell className={styles.nowrap}>{formatDateTime(m.at, timezone)}</TableCell>
                  <TableCell>{m.productName}</TableCell>
                  <TableCell>
                    <Badge
                      className={styles.nowrap}
                      appearance="outline"
                      color={
                        m.reason === 'receipt' || m.reason === 'return'
                          ? 'success'
                          : m.reason === 'inventory' || m.reason === 'correction'
                            ? 'informative'
                            : 'important'
                      }
                    >
                      {t(`stock.reason.${m.reason}`)}
                    </Badge>
                  </TableCell>
                  <TableCell className={styles.number}>
                    <span className={m.change > 0 ? styles.plus : m.change < 0 ? styles.minus : undefined} data-testid="stock-log-change">
                      {m.change > 0 ? '+' : m.change < 0 ? '−' : '±'}
                      {formatNumber(Math.abs(m.change), lang)}
                    </span>
                  </TableCell>
                  <TableCell className={styles.number}>{formatNumber(m.quantityAfter, lang)}</TableCell>
                  <TableCell>{m.note ?? ''}</TableCell>
                  <TableCell>{m.userName ?? m.userId ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </div>

      {data && (more || page > 1) ? (
        <nav className={styles.pager} aria-label={t('list.paging')}>
          <Caption1>{t('list.rangeOpen', { from: (page - 1) * LOG_PAGE_SIZE + 1, to: (page - 1) * LOG_PAGE_SIZE + rows.length })}</Caption1>
          <Button icon={<ChevronLeftRegular />} aria-label={t('list.previousPage')} disabled={page <= 1} onClick={() => setPage(page - 1)} />
          <Body1>{t('list.pageOpen', { page })}</Body1>
          <Button icon={<ChevronRightRegular />} aria-label={t('list.nextPage')} disabled={!more} onClick={() => setPage(page + 1)} />
        </nav>
      ) : null}
    </section>
  );
}
