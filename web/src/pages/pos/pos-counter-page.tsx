import {
  Body1,
  Button,
  Field,
  Input,
  makeStyles,
  Radio,
  RadioGroup,
  Subtitle1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular, PrintRegular, SubtractRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { posEndpoints as api } from '../../../../shared/api/pos';
import type { PosSale } from '../../../../shared/domain/pos/pos';
import { callEndpoint } from '../../api/endpoint-client';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { useI18n } from '../../hooks/use-i18n';
import { notify, notifyError } from '../../notices/notice-bus';
import { moneyText } from '../booking-file/file-view';
import { NewProductDialog } from './new-product-dialog';
import { PosTarget, type SaleTarget } from './pos-target';
import { fetchReceipt, openReceiptPage, sumLines, type CartLine } from './pos-shared';
import { NumberHeaderCell } from '../../components/NumberHeaderCell/NumberHeaderCell';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(280px, 1fr)',
    gap: tokens.spacingHorizontalXL,
    '@media (max-width: 900px)': { gridTemplateColumns: '1fr' },
  },
  col: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  results: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  num: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  total: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
  receipt: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: '11px',
    lineHeight: '15px',
    whiteSpace: 'pre',
    background: tokens.colorNeutralBackground2,
    padding: tokens.spacingHorizontalM,
    overflowX: 'auto',
    margin: 0,
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

type Found = Awaited<ReturnType<typeof searchProducts>>[number];
const searchProducts = async (q: string, target?: SaleTarget) =>
  (await callEndpoint(api.product, { query: { q, ...(target ? { booking: target.booking, room: target.room } : {}) } })).data;
const newKey = () => crypto.randomUUID();

/**
 * /pos/counter: scan or type into the search field (it keeps the focus), Enter adds the product whose barcode or SKU
 * matches (or the only one found), + and − change the last line, Ctrl+Enter pays. Walk-in or a booking room; cash,
 * card or onto the booking; the receipt is shown and printable. The sale's key stays until it is paid, so a double
 * click or a retry lands once (the server applies one key once).
 */
export function PosCounterPage() {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const search = useRef<HTMLInputElement>(null);
  const [q, setQ] = useState('');
  const [found, setFound] = useState<Found[]>([]);
  const [cart, setCart] = useState<CartLine[]>([]);
  const [target, setTarget] = useState<SaleTarget | undefined>();
  const [method, setMethod] = useState<'cash' | 'card' | 'booking'>('cash');
  const [key, setKey] = useState(newKey);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ sale: PosSale; text: string } | undefined>();
  const [creating, setCreating] = useState(false);
  const currency = found[0]?.currency ?? cart[0]?.currency ?? '';

  useEffect(() => {
    const text = q.trim();
    if (!text || /^[+-]$/.test(text)) return setFound([]);
    let stale = false;
    const timer = setTimeout(
      () =>
        void searchProducts(text, target).then(
          (list) => stale || setFound(list),
          () => stale || setFound([]),
        ),
      200,
    );
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [q, target]);
  useEffect(() => {
    if (method === 'booking' && !target) setMethod('cash');
  }, [method, target]);

  const add = (p: Found) => {
    setDone(undefined);
    setCart((c) => {
      const at = c.findIndex((l) => l.product === p.id);
      if (at < 0) return [...c, { product: p.id, name: p.name, unitPrice: p.price, currency: p.currency, quantity: 1 }];
      const copy = [...c];
      const line = copy.splice(at, 1)[0] as CartLine;
      return [...copy, { ...line, quantity: line.quantity + 1 }];
    });
    setQ('');
    search.current?.focus();
  };
  const change = (index: number, by: number) =>
    setCart((c) => c.flatMap((l, i) => (i !== index ? [l] : l.quantity + by <= 0 ? [] : [{ ...l, quantity: l.quantity + by }])));

  const onKey = async (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      return void pay();
    }
    if ((e.key === '+' || e.key === '-') && !q) {
      e.preventDefault();
      if (cart.length) change(cart.length - 1, e.key === '+' ? 1 : -1);
      return;
    }
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const text = q.trim();
    if (!text) return;
    try {
      const list = await searchProducts(text, target);
      const exact = list.find((p) => p.barcode === text || p.sku?.toLowerCase() === text.toLowerCase());
      const pick = exact ?? (list.length === 1 ? list[0] : undefined);
      if (pick) add(pick);
      else notify({ intent: 'warning', key: 'pos.notFound', params: { q: text } });
    } catch (err) {
      notifyError(err);
    }
  };

  const pay = async () => {
    if (busy || !cart.length) return;
    setBusy(true);
    try {
      const body = {
        key,
        method,
        lines: cart.map((l) => ({ product: l.product, quantity: l.quantity })),
        items: [],
        ...(target ? { booking: target.booking, room: target.room } : {}),
      };
      const { sale } = await callEndpoint(api.payment, { body });
      setDone({ sale, text: await fetchReceipt(sale.id, 'text', lang).catch(() => '') });
      setCart([]);
      setKey(newKey());
      notify({ intent: 'success', key: 'pos.paid', params: { no: sale.no } });
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
      search.current?.focus();
    }
  };

  /** A product just created at the counter goes into the cart, priced as the counter prices it (for the booking room). */
  const created = async (p?: { id: string; name: string; barcode?: string }) => {
    setCreating(false);
    if (!p) return search.current?.focus();
    try {
      const priced = (await searchProducts(p.barcode ?? p.name, target)).find((x) => x.id === p.id);
      if (priced) add(priced);
    } catch (err) {
      notifyError(err);
    }
    search.current?.focus();
  };

  const total = sumLines(cart);
  return (
    <section className={styles.root} aria-labelledby="pos-counter-title" data-testid="pos-counter">
      <PageHeader title={t('routes.posCounter')}>
        <Button icon={<AddRegular />} onClick={() => setCreating(true)} data-testid="pos-new-product">
          {t('records.product.new')}
        </Button>
      </PageHeader>
      {creating ? <NewProductDialog onClose={(p) => void created(p)} /> : null}
      <div className={styles.grid}>
        <div className={styles.col}>
          <Field label={t('pos.search')} hint={t('pos.searchHint')}>
            <Input
              ref={search}
              autoFocus
              value={q}
              onChange={(_e, d) => setQ(d.value)}
              onKeyDown={(e) => void onKey(e)}
              autoComplete="off"
              data-testid="pos-search"
            />
          </Field>
          {found.length ? (
            <ul className={styles.results} aria-label={t('pos.results')} data-testid="pos-results">
              {found.slice(0, 12).map((p) => (
                <li key={p.id}>
                  <Button onClick={() => add(p)} data-testid="pos-result">
                    {p.name} · {moneyText(p.price, undefined, lang)}
                  </Button>
                </li>
              ))}
            </ul>
          ) : q.trim() && !/^[+-]$/.test(q.trim()) ? (
            <Body1 className={styles.muted}>{t('pos.noResults', { q: q.trim() })}</Body1>
          ) : null}
          <Subtitle1 as="h2" id="pos-counter-title">
            {t('pos.cart')}
          </Subtitle1>
          {cart.length === 0 ? (
            <Body1 className={styles.muted} data-testid="pos-cart-empty">
              {t('pos.cartEmpty')}
            </Body1>
          ) : (
            <Table aria-label={t('pos.cart')} data-testid="pos-cart">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('pos.col.product')}</TableHeaderCell>
                  <TableHeaderCell>{t('pos.col.quantity')}</TableHeaderCell>
                  <NumberHeaderCell className={styles.num}>{t('pos.col.price')}</NumberHeaderCell>
                  <NumberHeaderCell className={styles.num}>{t('pos.col.total')}</NumberHeaderCell>
                  <TableHeaderCell>{t('pos.col.actions')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {cart.map((l, i) => (
                  <TableRow key={l.product} data-testid="pos-line">
                    <TableCell>{l.name}</TableCell>
                    <TableCell>
                      <Button size="small" icon={<SubtractRegular />} aria-label={t('pos.less', { name: l.name })} onClick={() => change(i, -1)} />{' '}
                      <span data-testid="pos-line-quantity">{l.quantity}</span>{' '}
                      <Button size="small" icon={<AddRegular />} aria-label={t('pos.more', { name: l.name })} onClick={() => change(i, 1)} />
                    </TableCell>
                    <TableCell className={styles.num}>{moneyText(l.unitPrice, undefined, lang)}</TableCell>
                    <TableCell className={styles.num}>{moneyText(sumLines([l]), undefined, lang)}</TableCell>
                    <TableCell>
                      <Button
                        size="small"
                        appearance="subtle"
                        icon={<DeleteRegular />}
                        aria-label={t('pos.remove', { name: l.name })}
                        onClick={() => change(i, -l.quantity)}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </div>
        <div className={styles.col}>
          <PosTarget target={target} onChange={setTarget} />
          <RadioGroup aria-label={t('pos.method')} value={method} onChange={(_e, d) => setMethod(d.value as typeof method)} data-testid="pos-method">
            <Radio value="cash" label={t('pos.method.cash')} />
            <Radio value="card" label={t('pos.method.card')} />
            <Radio value="booking" label={t('pos.method.booking')} disabled={!target} data-testid="pos-method-booking" />
          </RadioGroup>
          <div aria-live="polite">
            <span className={styles.muted}>{t('pos.total')} </span>
            <span className={styles.total} data-testid="pos-total">
              {moneyText(total, currency, lang)}
            </span>
          </div>
          <Button appearance="primary" size="large" disabled={busy || !cart.length} onClick={() => void pay()} data-testid="pos-pay">
            {t('pos.pay', { total: moneyText(total, currency, lang) })}
          </Button>
          {done ? (
            <section aria-label={t('pos.receipt')} data-testid="pos-receipt">
              <Subtitle1 as="h2">{t('pos.receipt')}</Subtitle1>
              <pre className={styles.receipt} tabIndex={0}>
                {done.text}
              </pre>
              <Button icon={<PrintRegular />} onClick={() => void openReceiptPage(done.sale.id, lang)} data-testid="pos-print">
                {t('pos.print')}
              </Button>
            </section>
          ) : null}
        </div>
      </div>
    </section>
  );
}
