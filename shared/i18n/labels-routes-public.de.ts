import type { enPublicRouteLabels } from './labels-routes-public.en';

/** German page titles of the public routes (see ./labels-routes-public.en). Merged into ./de. */
export const dePublicRouteLabels: Record<keyof typeof enPublicRouteLabels, string> = {
  'routes.login': 'Anmelden',
  'routes.clubLogin': 'Club-Anmeldung',
  'routes.register': 'Registrieren',
  'routes.passwordReset': 'Passwort zurücksetzen',
  'routes.clubPasswordReset': 'Club-Passwort zurücksetzen',
  'routes.paymentSuccess': 'Zahlung eingegangen',
  'routes.paymentAborted': 'Zahlung abgebrochen',
  'routes.clubPaymentSuccess': 'Zahlung eingegangen',
  'routes.clubPaymentAborted': 'Zahlung abgebrochen',
  'routes.publicInvoice': 'Rechnung',
  'routes.clubInvoice': 'Club-Rechnung',
  'routes.guestForm': 'Gästeformular',
  'routes.guestFormMulti': 'Gästeformulare',
  'routes.publicForm': 'Formular',
  'routes.bookOnline': 'Online buchen',
  'routes.bookOnlineV2': 'Online buchen',
  'routes.bookResort': 'Zimmer buchen',
  'routes.bookResortV2': 'Zimmer buchen',
  'routes.widget': 'Buchungs-Widget',
  'routes.verifyUser': 'E-Mail-Adresse bestätigen',
  'routes.clubVerifyUser': 'E-Mail-Adresse bestätigen',
  'routes.jumpTo': 'Mit Link anmelden',
  'routes.notFound': 'Seite nicht gefunden',
};
