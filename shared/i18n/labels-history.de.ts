import type { enHistoryLabels } from './labels-history.en';

/** German names of the booking history's change kinds that had none (ISSUE-22). Merged into ./de. */
export const deHistoryLabels: Record<keyof typeof enHistoryLabels, string> = {
  'booking.history.action.payment': 'Zahlung',
  'booking.history.action.removePayment': 'Zahlung entfernt',
  'booking.history.action.paymentReference': 'Zahlungsreferenz geändert',
  'booking.history.action.paymentDue': 'Zahlungserinnerung',
  'booking.history.action.expire': 'Option abgelaufen',
  'booking.history.action.optionKept': 'Option gehalten (Anzahlung bezahlt)',
  'booking.history.action.change': 'Geändert',
  'booking.history.action.onsiteAdd': 'Vor-Ort-Posten hinzugefügt',
  'booking.history.action.onsiteUpdate': 'Vor-Ort-Posten geändert',
  'booking.history.action.onsiteMove': 'Vor-Ort-Posten verschoben',
  'booking.history.action.onsiteCombine': 'Vor-Ort-Posten zusammengefasst',
  'booking.history.action.onsiteVoid': 'Vor-Ort-Posten storniert',
  'booking.history.action.onsiteDelete': 'Vor-Ort-Posten gelöscht',
  'booking.history.action.onsiteExternal': 'Externer Vor-Ort-Posten',
  'booking.history.action.onsiteDives': 'Tauchgänge erfasst',
};
