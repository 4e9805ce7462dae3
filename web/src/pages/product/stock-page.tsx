import {
  Badge,
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  ProgressBar,
  Radio,
  RadioGroup,
  Select,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  TabList,
  tokens,
  Tooltip,
} from '@fluentui/react-components';
import { AddSubtractCircleRegular, ChevronLeftRegular, ChevronRightRegular, DocumentSearchRegular, HistoryRegular } from '@fluentui/react-icons';
import { DateTime } from 'luxon';
import { useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import useSWR, { mutate } from 'swr';
import { productExtraEndpoints as api, productsResource } from '../../../../shared/api/products';
import { passesAny } from '../../../../shared/auth/permissions';
import { DEFAULT_TIMEZONE } from '../../../../shared/constants';
import { MAX_STOCK_CHANGE, STOCK_NEGATIVE_ALLOWED, type Product, type StockMovement, type StockReason } from '../../../../shared/domain/product/product';
import { ApiCallError } from '../../api/client';
import { callEndpoint } from '../../api/endpoint-client';
import { DateInput } from '../../components/DateInput/DateInput';
import { ListSkeleton } from '../../components/ListSkeleton/ListSkeleton';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { formatDateTime, formatNumber } from '../../components/ResourceList/cell-format';
import { ResourceList } from '../../components/ResourceList/ResourceList';
import { useBootstrap } from '../../hooks/use-bootstrap';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import { errorNotice, notify, notifyError } from '../../notices/notice-bus';
import { productStockConfig, stockLevel } from '../../resources/products';
import type { ColumnConfig, Entity, ResourceWebConfig } from '../../resources/resource-types';
import { revalidateResource, useResourceChoices } from '../../resources/use-resource';
import { useRouteTitle } from '../resources/resource-pages';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  tabs: { marginTop: `calc(${tokens.spacingVerticalL} * -1)` },
  rowActions: { display: 'flex', gap: tokens.spacingHorizontalXS },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  current: { color: tokens.colorNeutralForeground2 },
  preview: { fontWeight: tokens.fontWeightSemibold },
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  productFilter: { minWidth: '240px' },
  frame: { position: 'relative', backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusMedium, boxShadow: tokens.shadow4, overflowX: 'auto' },
  progress: { position: 'absolute', top: 0, left: 0, right: 0 },
  empty: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalM, padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`, textAlign: 'center' },
  emptyIcon: { fontSize: '40px', color: tokens.colorNeutralForeground3 },
  plus: { color: tokens.colorPaletteGreenForeground1, fontWeight: tokens.fontWeightSemibold },
  minus: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  table: { tableLayout: 'auto', minWidth: '860px' },
  nowrap: { whiteSpace: 'nowrap' },
  pager: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
});

type Stock = Product['stock'];
type Kind = 'in' | 'out' | 'count';
const REASONS: Record<Kind, StockReason[]> = { in: ['receipt', 'return', 'correction'], out: ['sale', 'loss', 'correction'], count: ['inventory'] };
const TRACKED = { 'stock.tracked': true } as const;
const LOG_PAGE_SIZE = 25;
const LOG_KEY = 'stocklog';
const VIEW_PARAM = 'view';
const PRODUCT_PARAM = 'product';

const stockOf = (item: Entity) => item.stock as Stock;

/**
 * /product/stock: the tracked products with quantity and minimum (low ones flagged), a movement recorded
 * per row (receipt, withdrawal, inventory count) and the movement log, for one product or all.
 */
export function ProductStockPage() {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const title = useRouteTitle();
  const principal = usePrincipal();
  const [params, setParams] = useSearchParams();
  const view = params.get(VIEW_PARAM) === 'log' ? 'log' : 'levels';
  const logProduct = params.get(PRODUCT_PARAM) ?? '';
  const [recording, setRecording] = useState<Entity | null>(null);
  const canRecord = passesAny(principal, api.stockUpdate.scopes);
  const { data: tracked } = useResourceChoices(productsResource, TRACKED);

  const show = (next: 'levels' | 'log', productId?: string) =>
    setParams((current) => {
      const merged = new URLSearchParams(current);
      if (next === 'log') merged.set(VIEW_PARAM, 'log');
      else merged.delete(VIEW_PARAM);
      if (productId !== undefined) {
        if (productId) merged.set(PRODUCT_PARAM, productId);
        else merged.delete(PRODUCT_PARAM);
      }
      return merged;
    });

  const config = useMemo<ResourceWebConfig>(() => {
    const actions: ColumnConfig = {
      key: 'actions',
      label: 'stock.actions',
      minWidth: canRecord ? 200 : 70,
      grow: 0.8,
      render: (item, ctx) => (
        <span className={styles.rowActions}>
          {canRecord ? (
            <Button
              size="small"
              icon={<AddSubtractCircleRegular />}
              aria-label={ctx.t('stock.recordOf', { name: String(item.name) })}
              onClick={(e) => {
                e.stopPropagation();
                setRecording(item);
              }}
              data-testid="stock-record"
            >
              {ctx.t('stock.record')}
            </Button>
          ) : null}
          <Tooltip content={ctx.t('stock.showLogOf', { name: String(item.name) })} relationship="label">
            <Button
              size="small"
              appearance="subtle"
              icon={<HistoryRegular />}
              onClick={(e) => {
                e.stopPropagation();
                show('log', item.id);
              }}
              data-testid="stock-show-log"
            />
          </Tooltip>
        </span>
      ),
    };
    return { ...productStockConfig, columns: [...productStockConfig.columns, actions] };
    // `show` only writes the URL; it is the same whenever it is called.
  }, [canRecord, styles.rowActions]);

  const low = (tracked?.data ?? []).filter((p) => stockLevel(p) !== 'ok');
  const lowNotice =
    low.length > 0 ? (
      <MessageBar intent="warning" data-testid="stock-low-notice">
        <MessageBarBody>
          {t(low.length === 1 ? 'stock.lowNoticeOne' : 'stock.lowNotice', {
            count: low.length,
            names: low.slice(0, 6).map((p) => `${String(p.name)} (${formatNumber(stockOf(p).quantity, lang)}/${formatNumber(stockOf(p).minQuantity, lang)})`).join(', ') + (low.length > 6 ? ', …' : ''),
          })}
        </MessageBarBody>
      </MessageBar>
    ) : null;

  return (
    <section className={styles.root} aria-label={title} data-testid="stock-page">
      <PageHeader title={title} />
      <TabList className={styles.tabs} selectedValue={view} onTabSelect={(_e, d) => show(d.value === 'log' ? 'log' : 'levels')} data-testid="stock-tabs">
        <Tab value="levels" data-testid="stock-tab-levels">
          {t('stock.tabLevels')}
        </Tab>
        <Tab value="log" data-testid="stock-tab-log">
          {t('stock.tabLog')}
        </Tab>
      </TabList>
      {view === 'levels' ? (
        <ResourceList
          config={config}
          title={title}
          heading={false}
          preset={{ label: t('routes.productStock'), filter: TRACKED }}
          notice={lowNotice}
          onOpen={(item) => (canRecord ? setRecording(item) : show('log', item.id))}
        />
      ) : (
        <StockLog productId={logProduct} products={tracked?.data ?? []} onProduct={(id) => show('log', id)} />
      )}
      {recording ? <MovementDialog product={recording} onClose={() => setRecording(null)} /> : null}
    </section>
  );
}

/** Revalidates every page of the log that is cached. */
const revalidateLog = () => mutate((key) => Array.isArray(key) && key[0] === LOG_KEY);

function MovementDialog({ product, onClose }: { product: Entity; onClose: () => void }) {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const stock = stockOf(product);
  const name = String(product.name);
  const [kind, setKind] = useState<Kind>('in');
  const [reason, setReason] = useState<StockReason>('receipt');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);

  const text = amount.trim();
  const n = /^\d+$/.test(text) ? Number(text) : NaN;
  const amountError = Number.isNaN(n)
    ? t(kind === 'count' ? 'stock.invalidCount' : 'stock.invalidAmount')
    : n > MAX_STOCK_CHANGE
      ? t('stock.tooLarge', { max: formatNumber(MAX_STOCK_CHANGE, lang) })
      : kind !== 'count' && n === 0
        ? t('stock.invalidAmount')
        : null;
  const after = amountError ? null : kind === 'count' ? n : stock.quantity + (kind === 'in' ? n : -n);
  const insufficient = after !== null && after < 0 && !STOCK_NEGATIVE_ALLOWED.includes(reason);

  const chooseKind = (next: Kind) => {
    setKind(next);
    setReason(REASONS[next][0]!);
    setRefused(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (amountError || insufficient || busy) return;
    setBusy(true);
    setRefused(null);
    try {
      const trimmed = note.trim();
      const body = kind === 'count' ? { productId: product.id, setTo: n, reason } : { productId: product.id, change: kind === 'in' ? n : -n, reason };
      const answer = await callEndpoint(api.stockUpdate, { body: { ...body, ...(trimmed ? { note: trimmed } : {}) } });
      await Promise.all([revalidateResource(productsResource, answer.product as unknown as Entity), revalidateLog()]);
      notify({ intent: 'success', key: 'stock.recorded', params: { name, quantity: formatNumber(answer.product.stock.quantity, lang) } });
      onClose();
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiCallError && err.error.message === 'INSUFFICIENT_STOCK') setRefused(t('stock.insufficient', { quantity: formatNumber(stock.quantity, lang) }));
      else if (err instanceof ApiCallError && err.error.message === 'STOCK_NOT_TRACKED') setRefused(t('stock.notTracked'));
      else notifyError(err);
      // The quantity may have changed meanwhile: show the current one.
      void revalidateResource(productsResource);
    }
  };

  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && !busy && onClose()}>
      <DialogSurface aria-describedby="stock-current" data-testid="stock-dialog">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogBody>
            <DialogTitle>{t('stock.recordFor', { name })}</DialogTitle>
            <DialogContent className={styles.form}>
              <Body1 id="stock-current" className={styles.current} data-testid="stock-current">
                {t('stock.current', { quantity: formatNumber(stock.quantity, lang), minimum: formatNumber(stock.minQuantity, lang) })}
              </Body1>
              <Field label={t('stock.kind')}>
                <RadioGroup layout="horizontal" value={kind} onChange={(_e, d) => chooseKind(d.value as Kind)} data-testid="stock-kind">
                  <Radio value="in" label={t('stock.kind.in')} />
                  <Radio value="out" label={t('stock.kind.out')} />
                  <Radio value="count" label={t('stock.kind.count')} />
                </RadioGroup>
              </Field>
              <Field label={t('stock.reason')}>
                <Select value={reason} onChange={(_e, d) => setReason(d.value as StockReason)} disabled={kind === 'count'} data-testid="stock-reason">
                  {REASONS[kind].map((r) => (
                    <option key={r} value={r}>
                      {t(`stock.reason.${r}`)}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field
                label={t(kind === 'count' ? 'stock.counted' : 'stock.amount')}
                required
                validationState={touched && (amountError || insufficient) ? 'error' : 'none'}
                validationMessage={touched ? (amountError ?? (insufficient ? t('stock.insufficient', { quantity: formatNumber(stock.quantity, lang) }) : undefined)) : undefined}
              >
                <Input
                  value={amount}
                  onChange={(_e, d) => {
                    setAmount(d.value);
                    setRefused(null);
                  }}
                  onBlur={() => text && setTouched(true)}
                  inputMode="numeric"
                  autoComplete="off"
                  data-testid="stock-amount"
                />
              </Field>
              <Field label={t('stock.note')}>
                <Input value={note} onChange={(_e, d) => setNote(d.value)} maxLength={500} placeholder={t('stock.notePlaceholder')} data-testid="stock-note" />
              </Field>
              <Body1 className={styles.preview} aria-live="polite" data-testid="stock-preview">
                {after !== null ? t('stock.preview', { quantity: formatNumber(after, lang) }) : '\u00a0'}
              </Body1>
              {refused ? (
                <MessageBar intent="error" data-testid="stock-refused">
                  <MessageBarBody>{refused}</MessageBarBody>
                </MessageBar>
              ) : null}
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabled={busy} data-testid="stock-submit">
                {busy ? t('stock.submitting') : t('stock.submit')}
              </Button>
              <Button onClick={onClose} disabled={busy}>
                {t('common.cancel')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

function StockLog({ productId, products, onProduct }: { productId: string; products: Entity[]; onProduct: (id: string) => void }) {
  const styles = useStyles();
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
  const { data, error, isLoading, isValidating, mutate: reload } = useSWR(key, () => callEndpoint(api.stockLog, { query }), { keepPreviousData: true, revalidateOnFocus: false });
  const filtered = !!productId || !!from || !!to;
  const names = new Map(products.map((p) => [p.id, String(p.name)]));
  const rows: StockMovement[] = data?.data ?? [];
  const pages = data ? Math.max(1, Math.ceil(data.total / LOG_PAGE_SIZE)) : 1;

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
        <Field label={t('stock.log.to')} validationState={invalidRange ? 'error' : 'none'} validationMessage={invalidRange ? t('stock.log.invalidRange') : undefined}>
          <DateInput value={to} onChange={(v) => change(() => setTo(v ?? ''))} data-testid="stock-log-to" />
        </Field>
        <Body1 aria-live="polite" data-testid="stock-log-total">
          {data ? t('list.total', { count: data.total }) : ''}
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
          <div className={styles.empty} data-testid="stock-log-empty">
            <DocumentSearchRegular className={styles.emptyIcon} aria-hidden />
            <Body1>{filtered ? t('stock.log.emptyFiltered') : t('stock.log.empty')}</Body1>
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
          </div>
        ) : rows.length > 0 ? (
          <Table className={styles.table} aria-label={t('stock.log.title')} aria-busy={isValidating} data-testid="stock-log-table">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('stock.log.at')}</TableHeaderCell>
                <TableHeaderCell>{t('stock.log.product')}</TableHeaderCell>
                <TableHeaderCell>{t('stock.reason')}</TableHeaderCell>
                <TableHeaderCell className={styles.number}>{t('stock.log.change')}</TableHeaderCell>
                <TableHeaderCell className={styles.number}>{t('stock.log.after')}</TableHeaderCell>
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
                    <Badge className={styles.nowrap} appearance="outline" color={m.reason === 'receipt' || m.reason === 'return' ? 'success' : m.reason === 'inventory' || m.reason === 'correction' ? 'informative' : 'important'}>
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

      {data && data.total > LOG_PAGE_SIZE ? (
        <nav className={styles.pager} aria-label={t('list.paging')}>
          <Caption1>{t('list.range', { from: (page - 1) * LOG_PAGE_SIZE + 1, to: Math.min(page * LOG_PAGE_SIZE, data.total), total: data.total })}</Caption1>
          <Button icon={<ChevronLeftRegular />} aria-label={t('list.previousPage')} disabled={page <= 1} onClick={() => setPage(page - 1)} />
          <Body1>{t('list.page', { page, pages })}</Body1>
          <Button icon={<ChevronRightRegular />} aria-label={t('list.nextPage')} disabled={page >= pages} onClick={() => setPage(page + 1)} />
        </nav>
      ) : null}
    </section>
  );
}
