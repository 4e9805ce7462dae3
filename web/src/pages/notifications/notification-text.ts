import type { Notification, NotificationKind } from '../../../../shared/domain/notifications/notification';
import type { MessageKey, Translate } from '../../../../shared/i18n/core';
import { formatDate } from '../../i18n/dates';
import { moneyText } from '../../i18n/money';

/**
 * A notification's text in the reader's language, from the display values its producer stored
 * (shared/domain/notifications/notification.ts): dates DD.MM.YYYY, amounts in the language's format.
 */
export function notificationText(t: Translate, lang: string, n: Pick<Notification, 'kind' | 'params'>): string {
  const p = n.params;
  const money = p.amount && p.currency ? moneyText(p.amount, p.currency, lang) : undefined;
  const values = {
    ...p,
    bookingNo: p.bookingNo ?? t('notify.unknownBooking'),
    customer: p.customer ? t('notify.customerSuffix', { customer: p.customer }) : '',
    amount: money ?? p.amount ?? '',
    currency: money ? '' : (p.currency ?? ''),
    amountText: money ? ` (${money})` : '',
    date: p.date ? formatDate(p.date) : '',
  };
  const key = n.kind === 'option.expired' && p.kept === 'true' ? 'notify.text.option.kept' : (`notify.text.${n.kind}` as MessageKey);
  // The amount already carries its currency symbol: the currency placeholder is left empty (no double space).
  return t(key, values)
    .replace(/\s{2,}/g, ' ')
    .replace(' .', '.');
}

export const kindLabel = (t: Translate, kind: NotificationKind): string => t(`notify.kind.${kind}` as MessageKey);

/** "5 minutes ago", "yesterday", "vor 2 Stunden": the largest unit that fits. */
export function relativeTime(at: string, lang: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(at) - now) / 1000);
  const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
    ['year', 31_536_000],
    ['month', 2_592_000],
    ['week', 604_800],
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  const format = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  for (const [unit, size] of units) if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  return format.format(0, 'minute');
}
