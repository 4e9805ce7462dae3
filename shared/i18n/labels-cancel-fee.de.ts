import type { enCancelFeeLabels } from './labels-cancel-fee.en';

/** Deutsche Texte zum Entfernen der Stornogebühr einer stornierten Buchung. */
export const deCancelFeeLabels: Record<keyof typeof enCancelFeeLabels, string> = {
  'booking.calc.removeFee': 'Stornogebühr entfernen',
  'booking.calc.removeFeeOf': 'Stornogebühr {amount} entfernen',
  'booking.calc.removeFeeTitle': 'Stornogebühr der Buchung {bookingNo} entfernen?',
  'booking.calc.removeFeeQuestion':
    'Auf die Stornogebühr von {amount} wird verzichtet: Die Buchung schuldet danach nichts mehr, und alles Gezahlte ({paid}) kann erstattet oder als Gutschrift gegeben werden.',
  'booking.calc.removeFeeConfirm': 'Gebühr entfernen',
  'booking.calc.removeFeeKeep': 'Gebühr behalten',
  'booking.calc.removeFeeDone': 'Die Stornogebühr der Buchung {bookingNo} ist entfernt.',
  'booking.history.action.removeCancellationFee': 'Stornogebühr entfernt',
  'booking.cancel.feeTerms': 'Aus den Zahlungsbedingungen „{name}“ ({source}): {basis}',
  'booking.cancel.termsSource.booking': 'der Buchung',
  'booking.cancel.termsSource.priceDefinition': 'des Preises, der sie berechnet hat',
  'booking.cancel.termsSource.default': 'die Standardbedingungen',
  'booking.cancel.basis.percent': '{percent} % der Summe {total}',
  'booking.cancel.basis.value': 'ein fester Betrag',
  'booking.cancel.feeOnBooking': 'Stornogebühr, die schon auf der Buchung steht: {amount}',
  'booking.cancel.feeFailed': 'Die Stornogebühr konnte nicht ermittelt werden: {error}',
};
