import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Select,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { productExtraEndpoints as api, productsResource } from '../../../../shared/api/products';
import { MAX_STOCK_CHANGE, STOCK_NEGATIVE_ALLOWED, type StockReason } from '../../../../shared/domain/product/product';
import { ApiCallError } from '../../api/client';
import { callEndpoint } from '../../api/endpoint-client';
import { formatNumber } from '../../components/ResourceList/cell-format';
import { useI18n } from '../../hooks/use-i18n';
import { notify, notifyError } from '../../notices/notice-bus';
import type { Entity } from '../../resources/resource-types';
import { revalidateResource } from '../../resources/use-resource';
import { revalidateLog, stockOf, useStockStyles } from './stock-common';

type Kind = 'in' | 'out' | 'count';
const REASONS: Record<Kind, StockReason[]> = { in: ['receipt', 'return', 'correction'], out: ['sale', 'loss', 'correction'], count: ['inventory'] };

/** Records one movement of a product: a receipt, a withdrawal or an inventory count. */
export function MovementDialog({ product, onClose }: { product: Entity; onClose: () => void }) {
  const styles = useStockStyles();
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
      if (err instanceof ApiCallError && err.error.message === 'INSUFFICIENT_STOCK')
        setRefused(t('stock.insufficient', { quantity: formatNumber(stock.quantity, lang) }));
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
                validationMessage={
                  touched ? (amountError ?? (insufficient ? t('stock.insufficient', { quantity: formatNumber(stock.quantity, lang) }) : undefined)) : undefined
                }
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
