import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { Booking } from '../../../../shared/api/bookings';
import { BookingOfferNotice } from './booking-offer';

vi.mock('../../hooks/use-i18n', () => ({ useI18n: () => ({ t: (key: string, p?: Record<string, unknown>) => `${key}${p ? JSON.stringify(p) : ''}` }) }));

const booking = (patch: Partial<Booking>) => ({ id: 'b1', bookingNo: 7, state: 'waiting', rooms: [], ...patch }) as unknown as Booking;

describe('the booking file notice of the waiting list and the option expiry', () => {
  it('says an offered waiting booking can be confirmed now', () => {
    expect(renderToStaticMarkup(<BookingOfferNotice booking={booking({ offeredAt: '2027-04-01T10:00:00Z' })} />)).toContain('booking.file.offered');
  });

  it('says when an option expired', () => {
    const html = renderToStaticMarkup(<BookingOfferNotice booking={booking({ state: 'freed', expiredOption: '2027-03-10' })} />);
    expect(html).toContain('booking.file.optionExpired');
    expect(html).toContain('data-testid="booking-option-expired"');
  });

  it('says nothing for a waiting booking not offered, or a booking freed by hand', () => {
    expect(renderToStaticMarkup(<BookingOfferNotice booking={booking({})} />)).toBe('');
    expect(renderToStaticMarkup(<BookingOfferNotice booking={booking({ state: 'freed' })} />)).toBe('');
  });
});
