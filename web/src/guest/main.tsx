import { bookPageOf } from './book/book-path';

/**
 * The guest entry (web/guest.html): the guest's forms (/guestform/…, /guestform-m/…, /forms/…; docs/decisions/forms.md
 * "The guest's page"), the booking pages (/book/online[-v2], /book/resort[-v2]; docs/decisions/online-pages.md)
 * or the booking widget (/widget/:slug; docs/decisions/widget.md). Each is a chunk of its own, so a booking guest does
 * not download the form renderer, nor a form guest the engine.
 */
const booking = bookPageOf(window.location.pathname);
// The header bar runs from edge to edge (no stylesheet of the staff app here).
document.body.style.margin = '0';
// Separate imports in separate statements: written as one conditional expression, the build preloads every chunk.
const pages = {
  booking: () => import('./book/book-main'),
  forms: () => import('./forms-main'),
  // The booking widget (/widget/:slug, issue 25): web/src/guest/widget/.
  widget: () => import('./widget/mount'),
};
if (booking) void pages.booking().then((m) => m.startBooking(booking));
else if (window.location.pathname.startsWith('/widget/')) void pages.widget().then((m) => m.mountWidget(document.getElementById('root')!));
else void pages.forms().then((m) => m.startForms());
