/** English texts of removing a cancelled booking's cancellation fee (DELETE calculation/{id}/removeCancellationFee). */
export const enCancelFeeLabels = {
  'booking.calc.removeFee': 'Remove cancellation fee',
  'booking.calc.removeFeeOf': 'Remove the cancellation fee {amount}',
  'booking.calc.removeFeeTitle': 'Remove the cancellation fee of booking {bookingNo}?',
  'booking.calc.removeFeeQuestion':
    'The cancellation fee of {amount} is waived: the booking then owes nothing, and all that was paid ({paid}) can be refunded or given as a credit note.',
  'booking.calc.removeFeeConfirm': 'Remove fee',
  'booking.calc.removeFeeKeep': 'Keep fee',
  'booking.calc.removeFeeDone': 'The cancellation fee of booking {bookingNo} is removed.',
  'booking.history.action.removeCancellationFee': 'Cancellation fee removed',
} as const;
