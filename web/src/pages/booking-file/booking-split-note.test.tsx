import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { Booking } from '../../../../shared/api/bookings';
import { BookingSplitNote } from './booking-split-note';

vi.mock('../../hooks/use-i18n', () => ({ useI18n: () => ({ t: (key: string, p?: Record<string, unknown>) => `${key}${p ? JSON.stringify(p) : ''}` }) }));

const booking = (patch: Partial<Booking>) => ({ id: 'b1', bookingNo: 1501, state: 'confirmed', rooms: [], ...patch }) as unknown as Booking;

describe('the payment panel of a booking split by customer', () => {
  it('names the bookings that hold the money', () => {
    const html = renderToStaticMarkup(
      <BookingSplitNote
        booking={booking({
          state: 'splitted',
          splitInto: [
            { id: 'b2', bookingNo: 1502 },
            { id: 'b3', bookingNo: 1503 },
          ],
        })}
      />,
    );
    expect(html).toContain('booking.split.money{&quot;list&quot;:&quot;1502, 1503&quot;}');
    expect(html).toContain('data-testid="booking-payment-split"');
  });

  it('says it without numbers for an original split before they were kept, and nothing for other bookings', () => {
    expect(renderToStaticMarkup(<BookingSplitNote booking={booking({ state: 'splitted' })} />)).toContain('&quot;list&quot;:&quot;…&quot;');
    expect(renderToStaticMarkup(<BookingSplitNote booking={booking({})} />)).toBe('');
  });
});
