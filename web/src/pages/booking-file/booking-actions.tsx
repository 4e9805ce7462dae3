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
  makeStyles,
  Subtitle1,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { bookingLifecycleEndpoints as lifecycle } from '../../../../shared/api/booking-lifecycle';
import { bookingEndpoints, type Booking } from '../../../../shared/api/bookings';
import type { Endpoint } from '../../../../shared/api/endpoint';
import { passesAny } from '../../../../shared/auth/permissions';
import { allowedActions, type BookingAction, type LifecycleView } from '../../../../shared/domain/booking/lifecycle';
import { bookingPaymentsEndpoints } from '../../../../shared/api/booking-payments';
import { creditableMinor } from '../../../../shared/domain/credit/credit';
import { fromMinor, toString } from '../../../../shared/domain/money';
import { callEndpoint } from '../../api/endpoint-client';
import { moneyText } from '../../i18n/money';
import { creditApi } from '../credits/credits-kit';
import { useErrorText } from './booking-forms-kit';
import { CancelDialog, CheckinDialog, type CancelChoice } from './booking-lifecycle-dialogs';
import { BookingPrintMenu } from './booking-print-menu';
import { BookingQrCodes } from './booking-qr-codes';
import { usePrincipal } from '../../hooks/use-session';
import { useI18n } from '../../hooks/use-i18n';
import { notify, notifyError } from '../../notices/notice-bus';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * The actions the booking file offers as one click (with a confirmation where they give inventory back or change
 * who holds it): each is a lifecycle call of shared/api/booking-lifecycle.ts. Actions that need a form (move,
 * changeRoom, changeDates, rebook, locks) come with the booking file's editing.
 */
const ONE_CLICK = {
  store: lifecycle.store,
  checkin: lifecycle.checkin,
  checkout: lifecycle.checkout,
  revert: lifecycle.revert,
  revertRebook: lifecycle.revertRebook,
  splitByCustomer: lifecycle.splitByCustomer,
  free: lifecycle.free,
  cancel: bookingEndpoints.cancel,
} as const satisfies Partial<Record<BookingAction, Endpoint>>;

type OneClick = keyof typeof ONE_CLICK;
type Offered = OneClick | 'release';
/** Asked before they run: they give the nights or beds back, or hand them to new bookings. */
const CONFIRMED = ['cancel', 'free', 'splitByCustomer', 'release'] as const;
type Asked = (typeof CONFIRMED)[number];
const isAsked = (a: Offered): a is Asked => (CONFIRMED as readonly string[]).includes(a);

const endpointOf = (action: Offered): Endpoint => (action === 'release' ? lifecycle.release : ONE_CLICK[action]);

/** The actions this booking's state allows (the server's own table) that the booking file offers to this user. */
export function offeredActions(booking: Booking, mayCall: (e: Endpoint) => boolean): Offered[] {
  return allowedActions(booking as LifecycleView).filter(
    (a): a is Offered =>
      (a === 'release' || a in ONE_CLICK) &&
      // store also saves a confirmed booking unchanged: offered as "Confirm" only where it confirms something.
      !(a === 'store' && booking.state === 'confirmed') &&
      // A cancelled booking answers a cancel unchanged: nothing to offer.
      !(a === 'cancel' && booking.state === 'aborted') &&
      mayCall(endpointOf(a as Offered)),
  );
}

/** revert on a confirmed booking undoes its check-in (docs/booking-states.md): labelled so. */
const labelOf = (booking: Booking, a: Offered) => (a === 'revert' && booking.state === 'confirmed' ? 'undoCheckin' : a);

export function BookingActions({ booking, onChanged }: { booking: Booking; onChanged: () => void }) {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const principal = usePrincipal();
  const [asking, setAsking] = useState<Asked | 'checkin' | null>(null);
  const [busy, setBusy] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const errorText = useErrorText();
  const actions = offeredActions(booking, (e) => passesAny(principal, e.scopes));

  const run = async (action: Offered, reason?: string, early?: boolean) => {
    setBusy(true);
    try {
      const params = { params: { id: booking.id } };
      if (action === 'release') await callEndpoint(lifecycle.release, { ...params, body: { reason: reason ?? '' } });
      else if (action === 'checkin') await callEndpoint(lifecycle.checkin, { ...params, body: early ? { early: true } : {} });
      else await callEndpoint(ONE_CLICK[action], params);
      notify({ intent: 'success', key: `booking.action.done.${labelOf(booking, action)}`, params: { bookingNo: booking.bookingNo } });
      setAsking(null);
      onChanged();
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };

  /** Cancel, then the money step chosen: a refund (negative payment) or a credit note of what was paid beyond the fee. */
  const cancelBooking = async (choice: CancelChoice) => {
    setBusy(true);
    setCancelError(null);
    let cancelled: Booking;
    try {
      cancelled = await callEndpoint(bookingEndpoints.cancel, { params: { id: booking.id }, body: { reason: choice.reason, waiveFee: choice.waiveFee } });
    } catch (err) {
      setCancelError(errorText(err));
      setBusy(false);
      return;
    }
    notify({ intent: 'success', key: 'booking.cancel.done', params: { bookingNo: booking.bookingNo } });
    try {
      const currency = cancelled.currency ?? 'EUR';
      // What the server's cancel left paid beyond its fee (the preview may not have known the terms).
      const beyond = creditableMinor(cancelled as Parameters<typeof creditableMinor>[0]);
      const amount = toString(fromMinor(Math.max(beyond, 0), currency));
      if (choice.money === 'refund' && beyond > 0) {
        await callEndpoint(bookingPaymentsEndpoints.payment, {
          params: { id: booking.id },
          body: { amount: `-${amount}`, method: choice.refundMethod, text: t('booking.cancel.refundText') },
        });
        notify({ intent: 'success', key: 'booking.cancel.refunded', params: { amount: moneyText(amount, currency, lang) } });
      } else if (choice.money === 'credit' && beyond > 0) {
        const made = await callEndpoint(creditApi(booking.agency ? 'agency' : 'customer').fromBooking, {
          params: { bookingId: booking.id },
          body: { reason: choice.reason },
        });
        notify({ intent: 'success', key: 'booking.cancel.credited', params: { no: made.credit.no, amount: moneyText(made.credit.amount, currency, lang) } });
      }
    } catch (err) {
      notify({ intent: 'warning', key: 'booking.cancel.moneyFailed' });
      notifyError(err);
    } finally {
      setBusy(false);
      setAsking(null);
      onChanged();
    }
  };

  return (
    <section className={styles.root} aria-labelledby="booking-actions-title" data-testid="booking-actions" data-actions={actions.join(' ')}>
      <Subtitle1 as="h2" id="booking-actions-title">
        {t('booking.file.actions')}
      </Subtitle1>
      {actions.length === 0 ? <Body1 className={styles.muted}>{t('booking.file.noActions')}</Body1> : null}
      {/* One bar with the lifecycle actions, the QR codes and the print menu: they wrap together, not each on a row. */}
      <div className={styles.bar} role="group" aria-labelledby="booking-actions-title">
        {actions.map((a) => (
          <Button
            key={a}
            appearance={a === 'store' ? 'primary' : 'secondary'}
            disabled={busy}
            data-testid={`booking-action-${a}`}
            onClick={() => {
              setCancelError(null);
              if (isAsked(a) || a === 'checkin') setAsking(a);
              else void run(a);
            }}
          >
            {t(`booking.action.${labelOf(booking, a)}`)}
          </Button>
        ))}
        <BookingQrCodes booking={booking} />
        <BookingPrintMenu booking={booking} />
      </div>
      {asking === 'checkin' ? (
        <CheckinDialog booking={booking} busy={busy} onRun={(early) => void run('checkin', undefined, early)} onClose={() => setAsking(null)} />
      ) : asking === 'cancel' ? (
        <CancelDialog booking={booking} busy={busy} error={cancelError} onRun={(choice) => void cancelBooking(choice)} onClose={() => setAsking(null)} />
      ) : asking ? (
        <ConfirmAction action={asking} bookingNo={booking.bookingNo} busy={busy} onRun={(reason) => void run(asking, reason)} onClose={() => setAsking(null)} />
      ) : null}
    </section>
  );
}

/** Asks before an action that gives inventory back; release also asks for its reason. */
function ConfirmAction({
  action,
  bookingNo,
  busy,
  onRun,
  onClose,
}: {
  action: Asked;
  bookingNo: number;
  busy: boolean;
  onRun: (reason?: string) => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const needsReason = action === 'release';
  const missing = needsReason && reason.trim() === '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!missing && !busy) onRun(needsReason ? reason.trim() : undefined);
  };
  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && !busy && onClose()}>
      <DialogSurface aria-describedby="booking-action-question" data-testid="booking-action-dialog">
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{t(`booking.action.${action}`)}</DialogTitle>
            <DialogContent>
              <Body1 id="booking-action-question">{t(`booking.action.ask.${action}`, { bookingNo })}</Body1>
              {needsReason ? (
                <Field label={t('booking.action.reason')} required validationMessage={touched && missing ? t('booking.action.reasonMissing') : undefined}>
                  <Textarea value={reason} maxLength={500} onChange={(_e, d) => setReason(d.value)} data-testid="booking-action-reason" />
                </Field>
              ) : null}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" disabled={busy} onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={busy} data-testid="booking-action-confirm">
                {t(`booking.action.${action}`)}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
