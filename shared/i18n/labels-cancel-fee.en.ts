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
  'booking.cancel.feeTerms': 'From the terms of payment “{name}” ({source}): {basis}',
  'booking.cancel.termsSource.booking': 'the booking’s own',
  'booking.cancel.termsSource.priceDefinition': 'of the price that priced it',
  'booking.cancel.termsSource.default': 'the default terms',
  'booking.cancel.basis.percent': '{percent} % of the total {total}',
  'booking.cancel.basis.value': 'a fixed amount',
  'booking.cancel.feeOnBooking': 'Cancellation fee already on the booking: {amount}',
  'booking.cancel.feeFailed': 'The cancellation fee could not be determined: {error}',
} as const;
