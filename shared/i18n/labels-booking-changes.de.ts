import type { enBookingChangesLabels } from './labels-booking-changes.en';

/** Deutsche Texte der Buchungsänderungen (Issue 29). */
export const deBookingChangesLabels: Record<keyof typeof enBookingChangesLabels, string> = {
  'booking.change.open': 'Buchung ändern',
  'booking.change.title': 'Buchung {bookingNo} ändern',
  'booking.change.hint': 'Zeitraum, Kunde und Angaben in einer Änderung: die Nächte werden geprüft, der Preis wird bei neuem Zeitraum neu berechnet.',
  'booking.change.checkIn': 'Anreise',
  'booking.change.checkOut': 'Abreise',
  'booking.change.customer': 'Kunde',
  'booking.change.customerHint': 'Namen eingeben, um einen anderen Kunden zu finden',
  'booking.change.source': 'Quelle',
  'booking.change.category': 'Kategorie',
  'booking.change.language': 'Sprache',
  'booking.change.optionDate': 'Option bis',
  'booking.change.nothing': 'Noch nichts geändert.',
  'booking.change.done': 'Buchung {bookingNo} ist geändert.',
  'booking.payment.delete': 'Zahlung löschen',
  'booking.payment.deleteOf': 'Zahlung über {amount} vom {date} löschen',
  'booking.payment.deleteTitle': 'Zahlung über {amount} löschen?',
  'booking.payment.deleteQuestion':
    'Die Zahlung wird aus Buchung {bookingNo} entfernt; die Zahlungsliste behält sie als storniert. Bei einer Bankzahlung ist der Bankeintrag wieder offen.',
  'booking.payment.deleteReason': 'Grund',
  'booking.payment.deleteConfirm': 'Zahlung löschen',
  'booking.payment.deleteDone': 'Die Zahlung von Buchung {bookingNo} ist gelöscht.',
  'booking.payment.deleteNotHere': 'Dort erstatten, woher sie kam',
  'booking.reindex.open': 'Abgeleitete Daten neu aufbauen',
  'booking.reindex.title': 'Abgeleitete Daten von Buchung {bookingNo} neu aufbauen',
  'booking.reindex.question':
    'Die Einträge dieser Buchung in der Aufgabenliste und der Zahlungsliste werden aus der Buchung neu geschrieben. An der Buchung selbst ändert sich nichts.',
  'booking.reindex.run': 'Neu aufbauen',
  'booking.reindex.close': 'Schließen',
  'booking.reindex.nothing': 'Alles war aktuell: nichts wurde neu geschrieben.',
  'booking.reindex.changed': 'Neu aufgebaut: {todos} Aufgaben- und {payments} Zahlungseinträge geschrieben, {deleted} verwaiste Einträge gelöscht.',
  'booking.reindex.flags': 'Die Aufgaben-Markierungen der Buchungsliste (offen, überfällig) wurden korrigiert.',
  'booking.reindex.inventory': 'Abweichungen im Bestand (nicht geändert): {list}',
  'todo.filter.task': 'Aufgabe',
  'todo.filter.anyTask': 'Alle Aufgaben',
} as const;
