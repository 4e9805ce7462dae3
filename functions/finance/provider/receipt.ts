import { format, money } from '../../../shared/domain/money';

export interface ReceiptFacts {
  bookingNo: string;
  amount: string;
  currency: string;
  description: string;
  date: string;
  sessionId: string;
}

/** The payer's receipt of an online payment, in the booking's language (de or en). */
export function receiptMail(language: string | undefined, f: ReceiptFacts): { subject: string; text: string } {
  const de = (language ?? 'de').startsWith('de');
  const amount = format(money(f.amount, f.currency), de ? 'de-DE' : 'en-GB');
  return de
    ? {
        subject: `Zahlungsbestätigung Buchung ${f.bookingNo}`,
        text: `Vielen Dank! Wir haben Ihre Zahlung erhalten.\n\nBuchung: ${f.bookingNo}\nBetrag: ${amount}\nFür: ${f.description}\nDatum: ${f.date}\nReferenz: ${f.sessionId}\n`,
      }
    : {
        subject: `Payment receipt booking ${f.bookingNo}`,
        text: `Thank you! We have received your payment.\n\nBooking: ${f.bookingNo}\nAmount: ${amount}\nFor: ${f.description}\nDate: ${f.date}\nReference: ${f.sessionId}\n`,
      };
}
