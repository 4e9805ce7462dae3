/** Business constants of spec 1 section 9 and spec 2 section 9. */

export const FEATURE_FLAGS = [
  'todo',
  'vessel',
  'resort',
  'bank',
  'ota',
  'pos',
  'connect',
  'mailScheduler',
  'contest',
  'crmMaster',
  'crmClient',
  'forms',
  'loyalityProgram',
  'diveLog',
  'assetMaster',
  'customerRelation',
  'bookingWidget',
  'stock',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';

export const DEFAULT_TIMEZONE = 'Europe/Berlin';
export const DEFAULT_CURRENCY = 'EUR';
export const CURRENCY_SYMBOLS: Record<string, string> = { EUR: '€', USD: '$', GBR: '£', GBP: '£', PHP: '₱' };

export const DEFAULT_PAGE_SIZE = 25;
export const LIST_CACHE_ENTRIES = 10;
export const SETTINGS_GROUP_CACHE_MS = 3 * 60 * 60 * 1000;

export const TOKEN_MIN_LENGTH = 50;
export const TOKEN_REFRESH_BEFORE_S = 120;
export const TOKEN_REFRESH_MIN_LIFETIME_S = 240;
/** Session token lifetime in minutes (TOKEN_TTL_MINUTES, CDK -c tokenLifetimeMinutes): short, refreshed by the app. */
export const TOKEN_TTL_MINUTES = { default: 60, min: 5, max: 24 * 60 } as const;
export const MIN_PASSWORD_LENGTH = 4;
export const DEFAULT_UPLOAD_MAX_KB = 256;
export const DEFAULT_DASHBOARD_DAYS = 30;
export const LANG_COOKIE_DAYS = 14;
export const LOCAL_STORAGE_PREFIX = 'sta.';
export const LAST_ROUTE_HISTORY = 11;
export const MODULE_RELOAD_DELAY_MS = 250;
export const ROUNDING_DECIMALS = 2;
export const BRAND_COLOR = '#25476a';
export const CALENDAR_ROW_HEIGHT = 47;
export const CALENDAR_COLUMN_WIDTH = 78;

export const DATE_FORMATS = {
  date: 'dd.MM.yyyy',
  dateTime: 'dd.MM.yyyy HH:mm',
  time: 'HH:mm',
  iso: 'yyyy-MM-dd',
  monthYear: 'MM.yyyy',
  shortNumericNoYear: 'dd.MM',
} as const;

/** Server time values below this are seconds, not milliseconds (spec 2 section 4). */
export const SECONDS_THRESHOLD = 1080765174;
