import { Body1, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { DismissCircleRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { bookingLifecycleEndpoints as lifecycle } from '../../../../shared/api/booking-lifecycle';
import type { Booking } from '../../../../shared/api/bookings';
import { passesAny } from '../../../../shared/auth/permissions';
import type { Principal } from '../../../../shared/auth/principal';
import { allowedActions, type LifecycleView } from '../../../../shared/domain/booking/lifecycle';
import { CANCELLATION_FEE_TYPE } from '../../../../shared/domain/credit/credit';
import { add, fromMinor, money, toString } from '../../../../shared/domain/money';
import { callEndpoint } from '../../api/endpoint-client';
import { useI18n } from '../../hooks/use-i18n';
import { notify, notifyError } from '../../notices/notice-bus';
import { moneyText } from './file-view';

/**
 * "Remove cancellation fee" on the fee line of a cancelled booking (DELETE calculation/{id}/removeCancellationFee,
 * docs/booking-states.md "Cancelling"): offered where the state machine allows it and the user has the call's
 * scopes; asks first, saying what the booking then owes and what can be refunded or credited.
 */

/** Whether the booking file offers the removal on `line` to this user. */
export function mayRemoveFee(booking: Booking, line: { type: string } | undefined, principal: Principal): boolean {
  return (
    line?.type === CANCELLATION_FEE_TYPE &&
    allowedActions(booking as LifecycleView).includes('removeCancellationFee') &&
    passesAny(principal, lifecycle.removeCancellationFee.scopes)
  );
}

export function RemoveFeeButton({ booking, line, onDone }: { booking: Booking; line: { text: string; total: string }; onDone: () => void }) {
  const { t, lang } = useI18n();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const currency = booking.currency ?? 'EUR';
  const amount = moneyText(line.total, currency, lang);
  const received = (booking.received ?? []).reduce((s, p) => add(s, money(p.amount, currency)), fromMinor(0, currency));
  const paid = moneyText(toString(received), currency, lang);

  const remove = async () => {
    setBusy(true);
    try {
      await callEndpoint(lifecycle.removeCancellationFee, { params: { id: booking.id } });
      notify({ intent: 'success', key: 'booking.calc.removeFeeDone', params: { bookingNo: booking.bookingNo } });
      setAsking(false);
      onDone();
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="small"
        appearance="subtle"
        icon={<DismissCircleRegular />}
        aria-label={t('booking.calc.removeFeeOf', { amount })}
        onClick={() => setAsking(true)}
        data-testid="booking-calc-remove-fee"
      >
        {t('booking.calc.removeFee')}
      </Button>
      {asking ? (
        <Dialog open onOpenChange={(_e, d) => !d.open && !busy && setAsking(false)}>
          <DialogSurface aria-describedby="booking-remove-fee-question" data-testid="booking-remove-fee-dialog">
            <DialogBody>
              <DialogTitle>{t('booking.calc.removeFeeTitle', { bookingNo: booking.bookingNo })}</DialogTitle>
              <DialogContent>
                <Body1 id="booking-remove-fee-question">{t('booking.calc.removeFeeQuestion', { amount, paid })}</Body1>
              </DialogContent>
              <DialogActions>
                <Button appearance="secondary" disabled={busy} onClick={() => setAsking(false)}>
                  {t('booking.calc.removeFeeKeep')}
                </Button>
                <Button appearance="primary" disabled={busy} onClick={() => void remove()} data-testid="booking-remove-fee-confirm">
                  {t('booking.calc.removeFeeConfirm')}
                </Button>
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      ) : null}
    </>
  );
}
