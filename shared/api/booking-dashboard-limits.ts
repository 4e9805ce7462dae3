/** The start page's dashboard limits, without zod (the web's start page loads without the schema library). */

/** Most days of occupancy one answer carries (the user setting defaultDashboardDays allows more; the page caps it). */
export const MAX_DASHBOARD_DAYS = 90;
/** Options whose option date is at most this many days after today are "expiring". */
export const OPTION_WARNING_DAYS = 7;
