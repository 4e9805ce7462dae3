import { bookPageOf } from './book/book-path';

/**
 * The guest entry (web/guest.html): the guest's forms (/guestform/…, /guestform-m/…, /forms/…; docs/decisions/forms.md
 * "The guest's page") or the booking pages (/book/online[-v2], /book/resort[-v2]; docs/decisions/online-pages.md).
 * Each is a chunk of its own, so a booking guest does not download the form renderer, nor a form guest the engine.
 */
const booking = bookPageOf(window.location.pathname);
// The header bar runs from edge to edge (no stylesheet of the staff app here).
document.body.style.margin = '0';
// Two separate imports in two statements: written as one conditional expression, the build preloads the chunks of both.
const pages = {
  booking: () => import('./book/book-main'),
  forms: () => import('./forms-main'),
};
if (booking) void pages.booking().then((m) => m.startBooking(booking));
else void pages.forms().then((m) => m.startForms());
