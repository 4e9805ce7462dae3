import type { enPaymentProviderLabels } from './labels-payment-provider.en';

/** German texts of online payments (see ./labels-payment-provider.en). */
export const dePaymentProviderLabels: Record<keyof typeof enPaymentProviderLabels, string> = {
  'onlinePayment.title': 'Online-Zahlung',
  'onlinePayment.purpose': 'Was kassieren',
  'onlinePayment.purpose.deposit': 'Anzahlung',
  'onlinePayment.purpose.rest': 'Restzahlung',
  'onlinePayment.purpose.open': 'Alles Offene',
  'onlinePayment.take': 'Online-Zahlung anfordern',
  'onlinePayment.link': 'Zahlungslink für den Gast',
  'onlinePayment.copy': 'Link kopieren',
  'onlinePayment.copied': 'Der Link wurde kopiert.',
  'onlinePayment.open': 'Zahlungsseite öffnen',
  'onlinePayment.hint': 'Der Gast zahlt auf der Seite des Anbieters; die Zahlung erscheint hier, sobald der Anbieter sie bestätigt.',
  'paymentPage.loading': 'Ihre Zahlung wird gesucht …',
  'paymentPage.unknown': 'Diese Zahlung wurde nicht gefunden.',
  'paymentPage.paid': 'Vielen Dank! Ihre Zahlung ist eingegangen.',
  'paymentPage.pending': 'Vielen Dank! Ihre Zahlung wird bestätigt; diese Seite aktualisiert sich selbst.',
  'paymentPage.aborted': 'Die Zahlung wurde abgebrochen. Es wurde nichts abgebucht.',
  'paymentPage.amount': 'Betrag',
  'paymentPage.for': 'Für',
  'paymentPage.reference': 'Referenz',
  'paymentPage.status': 'Status',
  'paymentPage.status.open': 'Offen',
  'paymentPage.status.paid': 'Bezahlt',
  'paymentPage.status.cancelled': 'Abgebrochen',
};
