import { mailDate, mailLocale, type Mail } from '../../../shared/domain/mail/mail';
import { format, money } from '../../../shared/domain/money';

export interface ReceiptFacts {
  bookingNo: string;
  amount: string;
  currency: string;
  description: string;
  date: string;
  sessionId: string;
}

/**
 * The payer's receipt of an online payment, in the booking's language (German unless English): the built-in mail
 * payment.receipt (shared/i18n/labels-mail.*). Its key is the provider's session, so a payment notified twice is
 * receipted once.
 */
export function receiptMail(to: string, language: string | undefined, f: ReceiptFacts): Mail {
  const locale = mailLocale(language ?? 'de');
  const amount = format(money(f.amount, f.currency), locale === 'de' ? 'de-DE' : 'en-GB');
  return {
    to: [to],
    locale,
    template: { builtIn: 'payment.receipt' },
    params: { bookingNo: f.bookingNo, amount, description: f.description, date: mailDate(f.date), sessionId: f.sessionId },
    purpose: 'payment-receipt',
    key: `payment-receipt:${f.sessionId}`,
  };
}
