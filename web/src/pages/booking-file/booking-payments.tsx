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
import { useState, type FormEvent } from 'react';
import { bookingPaymentsEndpoints as api } from '../../../../shared/api/booking-payments';
import type { Booking } from '../../../../shared/api/bookings';
import { passesAny } from '../../../../shared/auth/permissions';
import { settle } from '../../../../shared/domain/booking/invoice-standing';
import { PAYMENT_METHODS, paymentSummary, type PaymentMethod, type PaymentSummary } from '../../../../shared/domain/booking/payment';
import { fromMinor, money as moneyOf, subtract, toString } from '../../../../shared/domain/money';
import { milestonesPaid } from '../../../../shared/domain/booking/payment-status';
import { callEndpoint } from '../../api/endpoint-client';
import { formatDate } from '../../components/ResourceList/cell-format';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import { notifyError } from '../../notices/notice-bus';
import { useCurrencyBook } from '../prices/use-currencies';
import { moneyText } from './file-view';
import { DeletePaymentButton } from './booking-payment-delete';
import { PaymentStatusBadge } from './payment-parts';
import { NumberHeaderCell } from '../../components/NumberHeaderCell/NumberHeaderCell';
import { useTypeValues } from '../../resources/use-lookups';
import { BookingSplitNote } from './booking-split-note';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  sums: { display: 'flex', gap: tokens.spacingHorizontalXXL, margin: 0, flexWrap: 'wrap' },
  sum: { display: 'flex', flexDirection: 'column' },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  amount: { textAlign: 'right' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The sums the panel shows, so total − on site − kept by the agency − paid = open reads right (docs/pricing.md "What
 * a booking owes"): the on-site fees not owed yet and a net agency's kept commission only when there are some (money
 * paid beyond what is owed in advance first covers the on-site fees), and "Overpaid" instead of a negative open amount.
 */
export function sumsOf(s: PaymentSummary): Array<['total' | 'onSite' | 'agencyKeeps' | 'paid' | 'open' | 'overpaid', string]> {
  const m = (v: string) => moneyOf(v, s.currency);
  const onSite = m(s.onSiteLater);
  const agencyKeeps = m(s.agencyKeeps);
  const settled = settle({ asked: subtract(subtract(m(s.total), onSite), agencyKeeps), onSite, agencyKeeps }, m(s.paid));
  return [
    ['total', s.total],
    ...(settled.onSite.minor > 0 ? [['onSite', toString(settled.onSite)] as ['onSite', string]] : []),
    ...(settled.agencyKeeps.minor > 0 ? [['agencyKeeps', toString(settled.agencyKeeps)] as ['agencyKeeps', string]] : []),
    ['paid', s.paid],
    settled.open.minor < 0 ? ['overpaid', toString(subtract(fromMinor(0, s.currency), settled.open))] : ['open', toString(settled.open)],
  ];
}

/** The booking's payments (ISSUE-15): status, total/paid/open, milestones with what is paid, the payments, add and mark paid. */
export function BookingPayments({ booking, onChanged }: { booking: Booking; onChanged: () => void }) {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const principal = usePrincipal();
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);
  const currency = booking.currency ?? 'EUR';
  const summary = paymentSummary(booking, today());
  const milestones = milestonesPaid(booking);
  const received = booking.received ?? [];
  const mayChange = passesAny(principal, api.payment.scopes) && booking.state !== 'deleted';
  const money = (v: string, c = currency) => moneyText(v, c, lang);

  const run = async (call: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await call();
      onChanged();
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };
  const markPaid = () => {
    if (window.confirm(t('payments.markPaidQuestion', { amount: money(summary.open) })))
      void run(() => callEndpoint(api.markPaid, { params: { id: booking.id }, body: { method: 'bank' } }));
  };

  return (
    <section className={styles.root} aria-labelledby="booking-money-title" data-testid="booking-money">
      <div className={styles.head}>
        <Subtitle1 as="h2" id="booking-money-title">
          {t('payments.title')}
        </Subtitle1>
        <PaymentStatusBadge status={summary.status} testId="booking-payment-status" />
      </div>
      <dl className={styles.sums}>
        {sumsOf(summary).map(([k, value]) => (
          <div key={k} className={styles.sum}>
            <dt className={styles.term}>{t(`payments.${k}`)}</dt>
            <dd className={styles.value} data-testid={`booking-payment-${k === 'agencyKeeps' ? 'agency-keeps' : k.toLowerCase()}`}>
              {money(value)}
            </dd>
          </div>
        ))}
      </dl>
      <BookingSplitNote booking={booking} />
      {milestones.length ? (
        <>
          <Body1 as="h3">{t('payments.milestones')}</Body1>
          <ul className={styles.list} data-testid="booking-payment-milestones">
            {milestones.map((m) => (
              <li key={`${m.type}-${m.due}`}>
                {t(`payments.milestone.${m.type === 'deposit' ? 'deposit' : 'rest'}`)}, {t('payments.dueOn', { date: formatDate(m.due) })}:{' '}
                {t('payments.milestonePaid', { paid: money(m.paid), amount: money(m.amount) })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Body1 as="h3">{t('payments.received')}</Body1>
      {received.length === 0 ? (
        <Body1 className={styles.muted} data-testid="booking-payments-empty">
          {t('payments.none')}
        </Body1>
      ) : (
        <Table size="small" aria-label={t('payments.received')} data-testid="booking-payments-list">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('payments.date')}</TableHeaderCell>
              <TableHeaderCell>{t('payments.method')}</TableHeaderCell>
              <TableHeaderCell>{t('payments.source')}</TableHeaderCell>
              <TableHeaderCell>{t('payments.reference')}</TableHeaderCell>
              <NumberHeaderCell className={styles.amount}>{t('payments.amount')}</NumberHeaderCell>
              <TableHeaderCell>{t('payments.original')}</TableHeaderCell>
              {mayChange ? <TableHeaderCell aria-hidden /> : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {received.map((p) => (
              <TableRow key={p.id} data-testid="booking-payment">
                <TableCell>{formatDate(p.date)}</TableCell>
                <TableCell>{t(`payments.method.${p.method}`)}</TableCell>
                <TableCell>{t(`payments.source.${p.source.kind}`)}</TableCell>
                <TableCell>{p.reference ?? ''}</TableCell>
                <TableCell className={styles.amount}>{money(p.amount)}</TableCell>
                <TableCell data-testid="booking-payment-original">
                  {p.paidCurrency !== currency ? `${money(p.paidAmount, p.paidCurrency)} × ${p.rate}` : ''}
                </TableCell>
                {mayChange ? (
                  <TableCell>
                    <DeletePaymentButton booking={booking} payment={p} money={(v) => money(v)} onDeleted={onChanged} />
                  </TableCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {mayChange ? (
        <div className={styles.actions}>
          <Button onClick={() => setAdding(true)} disabled={busy} data-testid="booking-payment-add">
            {t('payments.add')}
          </Button>
          {Number(summary.open) > 0 ? (
            <Button onClick={markPaid} disabled={busy} data-testid="booking-payment-markpaid">
              {t('payments.markPaid')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {adding ? <AddPaymentDialog booking={booking} onClose={() => setAdding(false)} onDone={onChanged} /> : null}
    </section>
  );
}

function AddPaymentDialog({ booking, onClose, onDone }: { booking: Booking; onClose: () => void; onDone: () => void }) {
  const styles = useStyles();
  const { t } = useI18n();
  const methods = useTypeValues('paymentMethods', PAYMENT_METHODS);
  const book = useCurrencyBook();
  const currency = booking.currency ?? 'EUR';
  const [form, setForm] = useState({ amount: '', currency, method: 'bank' as PaymentMethod, date: today(), reference: '' });
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const amount = form.amount.trim().replace(',', '.');
  const valid = /^-?\d{1,9}(\.\d{1,4})?$/.test(amount) && Number(amount) !== 0;
  const set = (k: keyof typeof form) => (v: string) => setForm((f) => ({ ...f, [k]: v }));
  const codes = [...new Set([currency, ...(book.data?.data ?? []).map((c) => c.code)])];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!valid) return;
    setBusy(true);
    try {
      const body = {
        amount,
        method: form.method,
        date: form.date,
        ...(form.currency !== currency ? { currency: form.currency } : {}),
        ...(form.reference.trim() ? { reference: form.reference.trim() } : {}),
      };
      await callEndpoint(api.payment, { params: { id: booking.id }, body });
      onDone();
      onClose();
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && !busy && onClose()}>
      <DialogSurface data-testid="booking-payment-dialog">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogBody>
            <DialogTitle>{t('payments.add')}</DialogTitle>
            <DialogContent className={styles.form}>
              <Field label={t('payments.amount')} required validationMessage={touched && !valid ? t('payments.amountRequired') : undefined}>
                <Input value={form.amount} inputMode="decimal" onChange={(_e, d) => set('amount')(d.value)} data-testid="booking-payment-amount" />
              </Field>
              <Field label={t('payments.currency')} hint={form.currency !== currency ? t('payments.rateHint', { currency }) : undefined}>
                <Select value={form.currency} onChange={(_e, d) => set('currency')(d.value)} data-testid="booking-payment-currency">
                  {codes.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label={t('payments.method')}>
                <Select value={form.method} onChange={(_e, d) => set('method')(d.value)} data-testid="booking-payment-method">
                  {methods.map((m) => (
                    <option key={m} value={m}>
                      {t(`payments.method.${m}`)}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label={t('payments.date')}>
                <Input type="date" value={form.date} onChange={(_e, d) => set('date')(d.value)} data-testid="booking-payment-date" />
              </Field>
              <Field label={t('payments.reference')}>
                <Input value={form.reference} maxLength={200} onChange={(_e, d) => set('reference')(d.value)} data-testid="booking-payment-reference" />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" disabled={busy} onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={busy} data-testid="booking-payment-save">
                {t('payments.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
