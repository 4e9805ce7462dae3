import {
  Body1,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Select,
  Textarea,
  tokens,
  Spinner,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { bookingPaymentsEndpoints } from '../../../../shared/api/booking-payments';
import { bookingCancelFeeEndpoints, type CancellationFeePreview } from '../../../../shared/api/booking-cancel-fee';
import type { Booking } from '../../../../shared/api/bookings';
import { passesAny } from '../../../../shared/auth/permissions';
import { daysBetween } from '../../../../shared/domain/inventory/stay';
import { paymentSummary } from '../../../../shared/domain/booking/payment';
import { fromMinor, money, toString } from '../../../../shared/domain/money';
import { callEndpoint } from '../../api/endpoint-client';
import { formatDate } from '../../components/ResourceList/cell-format';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import { moneyText } from '../../i18n/money';
import { creditApi } from '../credits/credits-kit';
import { useErrorText } from './booking-forms-kit';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  /**
   * The actions across the whole dialog, not only its right two thirds (Fluent's default): the German labels
   * ("Buchung behalten", "Buchung stornieren") fit on one line each; a narrow window wraps whole buttons, never a label.
   */
  actions: { flexWrap: 'wrap', justifyContent: 'flex-end' },
  action: { whiteSpace: 'nowrap', maxWidth: 'none' },
});

/** Today as the operator's browser sees it (the server decides with the operator's zone). */
const todayIso = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * Check in (issue 22): shows the arrival date and the money still open; before the arrival day it says how early and
 * sends `early: true` (the server refuses an early check-in without it).
 */
export function CheckinDialog({ booking, busy, onRun, onClose }: { booking: Booking; busy: boolean; onRun: (early: boolean) => void; onClose: () => void }) {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const currency = booking.currency ?? 'EUR';
  const open = money(paymentSummary(booking, todayIso()).open, currency);
  const days = booking.checkIn ? daysBetween(todayIso(), booking.checkIn) : 0;
  const early = days > 0;
  const arrival = booking.checkIn ? formatDate(booking.checkIn) : '–';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onRun(early);
  };
  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && !busy && onClose()}>
      <DialogSurface data-testid="booking-checkin-dialog" aria-describedby="booking-checkin-facts">
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{t('booking.checkin.title', { bookingNo: booking.bookingNo })}</DialogTitle>
            <DialogContent className={styles.content}>
              <dl className={styles.facts} id="booking-checkin-facts">
                <dt className={styles.term}>{t('booking.checkin.arrival')}</dt>
                <dd className={styles.value} data-testid="booking-checkin-arrival">
                  {arrival}
                </dd>
                <dt className={styles.term}>{t('booking.checkin.open')}</dt>
                <dd className={styles.value} data-testid="booking-checkin-open">
                  {open.minor > 0 ? moneyText(toString(open), currency, lang) : t('booking.checkin.nothingOpen')}
                </dd>
              </dl>
              {early ? (
                <MessageBar intent="warning" data-testid="booking-checkin-early">
                  <MessageBarBody>
                    {days === 1 ? t('booking.checkin.earlyOne', { date: arrival }) : t('booking.checkin.early', { date: arrival, days })}
                  </MessageBarBody>
                </MessageBar>
              ) : null}
              {open.minor > 0 ? <Body1>{t('booking.checkin.openMoney', { amount: moneyText(toString(open), currency, lang) })}</Body1> : null}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" disabled={busy} onClick={onClose}>
                {t('booking.checkin.keep')}
              </Button>
              <Button appearance="primary" type="submit" disabled={busy} data-testid="booking-checkin-confirm">
                {t(early ? 'booking.checkin.confirmEarly' : 'booking.checkin.confirm')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

/**
 * The fee a cancel would charge, as the server's cancel computes it (GET /api/bookings/{id}/cancellationFee: the
 * booking's terms, else its price's, else the default; docs/decisions.md "Cancellation fee preview"). `loading` while
 * it is fetched (the dialog says so rather than "no fee"); fetched afresh each time the dialog opens.
 */
function useCancellationFee(booking: Booking): { preview: CancellationFeePreview | undefined; loading: boolean; error: unknown } {
  const principal = usePrincipal();
  const may = passesAny(principal, bookingCancelFeeEndpoints.cancellationFee.scopes);
  const res = useSWR(
    may ? ['bookings.cancellationFee', booking.id, booking.version] : null,
    () => callEndpoint(bookingCancelFeeEndpoints.cancellationFee, { params: { id: booking.id } }),
    { revalidateOnFocus: false, revalidateOnMount: true },
  );
  return { preview: res.data, loading: may && res.data === undefined && !res.error, error: res.error };
}

export type MoneyChoice = 'keep' | 'refund' | 'credit';
export interface CancelChoice {
  reason: string;
  waiveFee: boolean;
  money: MoneyChoice;
  /** What is paid beyond the fee (decimal text), refunded or credited. */
  beyond: string;
  refundMethod: 'bank' | 'cash' | 'card';
}

/**
 * Cancel (issue 22): asks for the reason, shows the terms' cancellation fee (waivable) and what was paid beyond it,
 * and offers to refund that (a negative payment) or to move it to a credit note. "Keep booking" / "Cancel booking".
 */
export function CancelDialog({
  booking,
  busy,
  error,
  onRun,
  onClose,
}: {
  booking: Booking;
  busy: boolean;
  error: string | null;
  onRun: (choice: CancelChoice) => void;
  onClose: () => void;
}) {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const principal = usePrincipal();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [waive, setWaive] = useState(false);
  const [choice, setChoice] = useState<MoneyChoice>('keep');
  const [refundMethod, setRefundMethod] = useState<CancelChoice['refundMethod']>('bank');
  const errorText = useErrorText();
  const { preview, loading: feeLoading, error: feeError } = useCancellationFee(booking);
  const currency = preview?.currency ?? booking.currency ?? 'EUR';
  const fee = preview ? money(preview.fee, currency).minor : 0;
  const paid = preview ? money(preview.paid, currency).minor : (booking.received ?? []).reduce((s, p) => s + money(p.amount, currency).minor, 0);
  // What a refund or credit note could move, as the server says (all that was paid when the fee is waived).
  const beyond = preview ? money(waive ? preview.refundableIfWaived : preview.refundable, currency).minor : 0;
  const text = (minor: number) => moneyText(toString(fromMinor(minor, currency)), currency, lang);
  const terms = preview?.terms;
  const basis =
    preview?.basis === 'percent' && terms
      ? t('booking.cancel.basis.percent', {
          percent: new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(terms.cancellationFeePercent ?? 0),
          total: moneyText(preview.total, currency, lang),
        })
      : t('booking.cancel.basis.value');
  const kind = booking.agency ? 'agency' : 'customer';
  const mayCredit = (booking.agency || booking.customer) && passesAny(principal, creditApi(kind).fromBooking.scopes);
  const mayRefund = passesAny(principal, bookingPaymentsEndpoints.payment.scopes);
  const missing = reason.trim() === '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (missing || busy) return;
    onRun({
      reason: reason.trim(),
      waiveFee: waive,
      money: beyond > 0 ? choice : 'keep',
      beyond: toString(fromMinor(Math.max(beyond, 0), currency)),
      refundMethod,
    });
  };
  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && !busy && onClose()}>
      <DialogSurface data-testid="booking-action-dialog" aria-describedby="booking-cancel-question">
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{t('booking.cancel.title', { bookingNo: booking.bookingNo })}</DialogTitle>
            <DialogContent className={styles.content}>
              <Body1 id="booking-cancel-question">{t('booking.cancel.question')}</Body1>
              <Field label={t('booking.cancel.reason')} required validationMessage={touched && missing ? t('booking.cancel.reasonMissing') : undefined}>
                <Textarea value={reason} maxLength={500} onChange={(_e, d) => setReason(d.value)} data-testid="booking-cancel-reason" />
              </Field>
              {feeLoading ? (
                <Spinner size="tiny" label={t('booking.cancel.feeLoading')} data-testid="booking-cancel-fee-loading" />
              ) : feeError || !preview ? (
                <MessageBar intent="error" data-testid="booking-cancel-fee-error">
                  <MessageBarBody>{t('booking.cancel.feeFailed', { error: feeError ? errorText(feeError) : '' })}</MessageBarBody>
                </MessageBar>
              ) : fee > 0 ? (
                <>
                  <Body1 data-testid="booking-cancel-fee" data-minor={fee} data-from={preview.from}>
                    {preview.from === 'line' ? t('booking.cancel.feeOnBooking', { amount: text(fee) }) : t('booking.cancel.fee', { amount: text(fee) })}
                  </Body1>
                  {preview.from === 'terms' && terms ? (
                    <Body1 data-testid="booking-cancel-fee-terms" data-source={terms.source}>
                      {t('booking.cancel.feeTerms', { name: terms.name, source: t(`booking.cancel.termsSource.${terms.source}`), basis })}
                    </Body1>
                  ) : null}
                  <Checkbox
                    checked={waive}
                    onChange={(_e, d) => setWaive(d.checked === true)}
                    label={t('booking.cancel.waive')}
                    data-testid="booking-cancel-waive"
                  />
                </>
              ) : (
                <Body1 data-testid="booking-cancel-fee" data-minor={0}>
                  {t('booking.cancel.noFee')}
                </Body1>
              )}
              {paid !== 0 ? <Body1 data-testid="booking-cancel-paid">{t('booking.cancel.paid', { amount: text(paid) })}</Body1> : null}
              {beyond > 0 && (mayRefund || mayCredit) ? (
                <Field label={t('booking.cancel.beyond', { amount: text(beyond) })}>
                  <RadioGroup value={choice} onChange={(_e, d) => setChoice(d.value as MoneyChoice)} data-testid="booking-cancel-money">
                    <Radio value="keep" label={t('booking.cancel.money.keep')} />
                    {mayRefund ? (
                      <Radio value="refund" label={t('booking.cancel.money.refund', { amount: text(beyond) })} data-testid="booking-cancel-refund" />
                    ) : null}
                    {mayCredit ? (
                      <Radio
                        value="credit"
                        label={t('booking.cancel.money.credit', { amount: text(beyond), owner: t(`booking.cancel.owner.${kind}`) })}
                        data-testid="booking-cancel-credit"
                      />
                    ) : null}
                  </RadioGroup>
                </Field>
              ) : null}
              {beyond > 0 && choice === 'refund' ? (
                <Field label={t('booking.cancel.refundMethod')}>
                  <Select value={refundMethod} onChange={(_e, d) => setRefundMethod(d.value as CancelChoice['refundMethod'])}>
                    {(['bank', 'cash', 'card'] as const).map((m) => (
                      <option key={m} value={m}>
                        {t(`payments.method.${m}`)}
                      </option>
                    ))}
                  </Select>
                </Field>
              ) : null}
              {error ? (
                <MessageBar intent="error" data-testid="booking-cancel-error">
                  <MessageBarBody>{error}</MessageBarBody>
                </MessageBar>
              ) : null}
            </DialogContent>
            <DialogActions fluid className={styles.actions} data-testid="booking-cancel-actions">
              <Button appearance="secondary" className={styles.action} disabled={busy} onClick={onClose} data-testid="booking-cancel-keep">
                {t('booking.cancel.keep')}
              </Button>
              <Button appearance="primary" className={styles.action} type="submit" disabled={busy} data-testid="booking-action-confirm">
                {t('booking.cancel.confirm')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
