/**
 * The headers of the online booking's calls (spec 2 "Online booking": timezone-offset and locale; the widget's slug),
 * in a module without zod: the HTTP chain of every Lambda reads the widget header (functions/lib/http/booking-tenant.ts).
 */
export const BOOK_WIDGET_HEADER = 'x-tidewise-widget';
export const BOOK_TIMEZONE_HEADER = 'timezone-offset';
export const BOOK_LOCALE_HEADER = 'locale';
