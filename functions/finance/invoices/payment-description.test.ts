import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../../shared/domain/booking/invoice';
import { paymentDescription } from './public';

/** What the provider's page and the payment result say the guest pays for: in the invoice's language. */
describe('paymentDescription', () => {
  const invoice = (language: 'de' | 'en') => ({ number: 7, date: '2026-11-29', bookingNo: 196, language, kind: 'invoice' }) as unknown as Invoice;

  it('speaks the invoice language', () => {
    expect(paymentDescription(invoice('de'))).toMatch(/^Rechnung 2026-000007 \(Buchung 196\)$/);
    expect(paymentDescription(invoice('en'))).toMatch(/^Invoice 2026-000007 \(booking 196\)$/);
  });
});
