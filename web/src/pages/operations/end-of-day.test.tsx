import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ArrivalCount, EndOfDay, GuestsAtDate } from './end-of-day';

vi.mock('../../hooks/use-i18n', () => ({
  useI18n: () => ({ lang: 'en', t: (key: string, p?: Record<string, unknown>) => `${key}${p ? JSON.stringify(p) : ''}` }),
}));
vi.mock('../../components/AppLink/AppLink', () => ({
  AppLink: ({ to, children }: { to: string; children: unknown }) => <a href={to}>{children as string}</a>,
}));
const booking = { id: 'bk-1', bookingNo: 7, state: 'confirmed', customerName: 'Ana Lima', noOfPax: 2, rooms: ['r1'] };
vi.mock('./use-operations', () => ({
  useEndOfDay: () => ({
    data: { data: [{ date: '2027-10-03', arrivals: [booking], departures: [], inHouse: [booking], due: [{ currency: 'EUR', amount: '100.30' }] }] },
  }),
  useArrivalCount: () => ({ data: { data: [{ date: '2027-10-03', bookings: 1, persons: 2 }] } }),
  useGuestsAt: () => ({ data: { data: [] } }),
}));

describe('the day on the start page', () => {
  it('shows arrivals, departures, in house with links to the booking, and the money due', () => {
    const html = renderToStaticMarkup(<EndOfDay date="2027-10-03" />);
    expect(html).toContain('href="/booking/bk-1"');
    expect(html).toContain('operations.arrivals (1)');
    expect(html).toContain('operations.departures (0)');
    expect(html).toContain('operations.none');
    expect(html).toContain('€100.30');
  });

  it('counts arrivals per day and says when nobody is in house', () => {
    expect(renderToStaticMarkup(<ArrivalCount start="2027-10-03" days={1} />)).toContain('operations.arrivalDay{&quot;bookings&quot;:1,&quot;persons&quot;:2}');
    expect(renderToStaticMarkup(<GuestsAtDate date="2027-10-03" />)).toContain('operations.noGuests');
  });
});
