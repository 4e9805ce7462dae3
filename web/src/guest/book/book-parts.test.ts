import { describe, expect, it } from 'vitest';
import { createBody, detailsProblems, priceBody, type ContactDetails } from './book-bodies';
import { contrast, pageLook } from './brand-theme';
import { approxText, moneyText } from './money-text';
import { addMonths, monthGrid, nightsBetween, offersByDay, weekdayNames } from './month-grid';
import { returnTarget } from './provider-return';
import { parseDay } from './StaySteps';

const contact: ContactDetails = {
  firstName: 'Gina',
  lastName: 'Guest',
  email: 'gina@example.org',
  phone: '+49 30 1',
  country: 'DE',
  note: '',
  acceptTerms: true,
};

describe('the bodies of booking/price and booking/create', () => {
  it('price a trip cabin with its guests g1 … gn, their genders, the extras split into supplements and products, and the guest currency', () => {
    const body = priceBody(
      'trip',
      {
        schedule: 's-1',
        cabin: 'c-1',
        pax: 2,
        genders: 'fm',
        extras: [
          { id: 'a:nitrox', qty: 2 },
          { id: 'p:towel', qty: 1 },
        ],
      },
      { currency: 'USD' },
    );
    expect(body).toEqual({
      choice: { kind: 'trip', schedule: 's-1', cabins: [{ cabin: 'c-1', guests: ['g1', 'g2'] }] },
      guests: [
        { key: 'g1', gender: 'f' },
        { key: 'g2', gender: 'm' },
      ],
      addons: [{ id: 'nitrox', quantity: 2 }],
      products: [{ id: 'towel', quantity: 1 }],
      currency: 'USD',
    });
    expect(priceBody('trip', { schedule: 's-1', pax: 2 }, {})).toBeUndefined();
  });

  it('price a stay of the page’s resort; without the resort, dates or room type there is nothing to price', () => {
    expect(priceBody('stay', { checkIn: '2027-03-05', checkOut: '2027-03-08', roomType: 'rt-1', pax: 1 }, { resort: 'r-1' })?.choice).toEqual({
      kind: 'stay',
      resort: 'r-1',
      from: '2027-03-05',
      to: '2027-03-08',
      rooms: [{ roomType: 'rt-1', guests: ['g1'] }],
    });
    expect(priceBody('stay', { checkIn: '2027-03-05', checkOut: '2027-03-08', roomType: 'rt-1', pax: 1 }, {})).toBeUndefined();
  });

  it('create the hold with exactly the priced choice, every guest named (the contact is guest 1, the lead), the terms accepted', () => {
    const c = { schedule: 's-1', cabin: 'c-1', pax: 2, extras: [{ id: 'a:nitrox', qty: 1 }] };
    const body = createBody('trip', c, {}, { ...contact, note: '  late arrival ' }, [{ firstName: ' Otto ', lastName: 'Online' }], 'de')!;
    const price = priceBody('trip', c, {})!;
    expect(body.choice).toEqual(price.choice);
    expect(body.addons).toEqual(price.addons);
    expect(body.guests).toEqual([
      { key: 'g1', gender: 'u', firstName: 'Gina', lastName: 'Guest' },
      { key: 'g2', gender: 'u', firstName: 'Otto', lastName: 'Online' },
    ]);
    expect(body).toMatchObject({ lead: 'g1', acceptTerms: true, note: 'late arrival', contact: { email: 'gina@example.org', country: 'DE', language: 'de' } });
    expect(createBody('trip', c, {}, { ...contact, acceptTerms: false }, [], 'de')).toBeUndefined();
  });

  it('name what is missing in the details, each other guest by number', () => {
    expect(detailsProblems(contact, [{ firstName: 'O', lastName: 'O' }])).toEqual([]);
    expect(detailsProblems({ ...contact, firstName: ' ', email: 'gina@', country: '', acceptTerms: false }, [{ firstName: 'O', lastName: '' }])).toEqual([
      'firstName',
      'email',
      'country',
      'guest2',
      'acceptTerms',
    ]);
  });
});

describe('the price calendar', () => {
  it('lays a month out in weeks from Monday, past days marked, each day with its lowest free price', () => {
    const offers = offersByDay([
      { day: '2027-03-03', price: 900, free: true },
      { day: '2027-03-03', price: 700, free: false },
      { day: '2027-03-03', price: 800, free: true },
      { day: '2027-03-10', price: 600, free: false },
    ]);
    expect(offers.get('2027-03-03')).toEqual({ free: true, lowest: 800 });
    expect(offers.get('2027-03-10')).toEqual({ free: false, lowest: 600 });
    const weeks = monthGrid('2027-03', offers, '2027-03-02');
    // 1 March 2027 is a Monday: five weeks, the last with three days.
    expect(weeks.length).toBe(5);
    expect(weeks[0]![0]).toMatchObject({ day: '2027-03-01', date: 1, past: true });
    expect(weeks[0]![2]).toMatchObject({ day: '2027-03-03', past: false, offer: { free: true, lowest: 800 } });
    expect(weeks[4]!.slice(3)).toEqual([null, null, null, null]);
    // February 2027 starts on a Monday too, ends after four weeks; August 2027 starts on a Sunday.
    expect(monthGrid('2027-02', new Map(), '2027-01-01').length).toBe(4);
    expect(monthGrid('2027-08', new Map(), '2027-01-01')[0]!.filter((d) => d === null).length).toBe(6);
    expect([addMonths('2027-12', 1), addMonths('2027-01', -1), nightsBetween('2027-03-28', '2027-04-02')]).toEqual(['2028-01', '2026-12', 5]);
    expect(weekdayNames('de')[0]).toMatch(/^Mo/);
    expect(weekdayNames('en')[6]).toMatch(/^Sun/);
  });

  it('reads dates as DD.MM.YYYY (or ISO) and refuses days that do not exist', () => {
    expect(parseDay('5.3.2027')).toBe('2027-03-05');
    expect(parseDay(' 05.03.2027 ')).toBe('2027-03-05');
    expect(parseDay('2027-03-05')).toBe('2027-03-05');
    expect(parseDay('30.02.2027')).toBeUndefined();
    expect(parseDay('03/05/2027')).toBeUndefined();
  });
});

describe('amounts and the look', () => {
  it('show amounts in the online currency and approximately in the guest’s', () => {
    expect(moneyText(1234.5, 'EUR', 'de')).toBe('1.234,50\u00a0€');
    expect(moneyText('1234.5', 'EUR', 'en')).toBe('€1,234.50');
    expect(approxText(100, 'EUR', { currency: 'USD', rate: 1.085 }, 'en')).toBe('US$109');
    expect(approxText(100, 'EUR', { currency: 'EUR', rate: 1 }, 'en')).toBeUndefined();
    expect(approxText(100, 'EUR', undefined, 'en')).toBeUndefined();
  });

  it('take the widget’s colours with readable text (AA), the neutral look without them', () => {
    const neutral = pageLook(undefined, undefined);
    expect(neutral.header).toEqual({ background: '#f5f5f5', color: '#242424' });
    const dark = pageLook('#0f6cbd', '#fafafa');
    expect(dark.header).toEqual({ background: '#0f6cbd', color: '#ffffff' });
    expect(dark.background).toBe('#fafafa');
    expect(contrast(dark.theme.colorBrandBackground, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    const light = pageLook('#ffd700', 'nonsense');
    expect(light.header.color).toBe('#1b1b1b');
    expect(light.background).toBe('#ffffff');
    // A brand colour too light for white button text is darkened until it reads.
    expect(contrast(light.theme.colorBrandBackground, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(pageLook('red').theme).toBe(neutral.theme);
  });
});

describe('back from the provider', () => {
  const saved = (page?: string) => () => page;

  it('puts the saved page together again with paid and the session: v2, the language, the hold and its token', () => {
    const page = '/book/online-v2?lang=de&t=t-1&schedule=s-1&cabin=c-1&pax=2&step=pay&hold=b-1&token=tok-12345678&until=2027-03-01T10:15:00.000Z';
    const target = returnTarget('?booking=b-1&checkout=success&session_id=cs_local_0123456789abcdef', saved(page))!;
    const url = new URL(target, 'http://x');
    expect(url.pathname).toBe('/book/online-v2');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      lang: 'de',
      hold: 'b-1',
      token: 'tok-12345678',
      paid: 'success',
      session_id: 'cs_local_0123456789abcdef',
      step: 'pay',
    });
  });

  it('goes on from its own address when the checkout came back to it (returnTo): no storage needed', () => {
    const back = '?lang=de&schedule=s-1&step=pay&hold=b-1&token=tok-12345678&booking=b-1&checkout=aborted&session_id=cs_local_0123456789abcdef';
    const target = returnTarget(back, saved(undefined))!;
    const q = new URL(target, 'http://x/book/online-v2').searchParams;
    expect(Object.fromEntries(q)).toEqual({
      lang: 'de',
      schedule: 's-1',
      step: 'pay',
      hold: 'b-1',
      token: 'tok-12345678',
      paid: 'aborted',
      session_id: 'cs_local_0123456789abcdef',
    });
    // Another booking's return on this address is not this page's: the saved page (here none) decides.
    expect(returnTarget(back.replace('booking=b-1', 'booking=b-2'), saved(undefined))).toBe('/payment/aborted?session_id=cs_local_0123456789abcdef');
  });

  it('sends the guest to the payment result page when nothing was saved, and is no return without its three parameters', () => {
    expect(returnTarget('?booking=b-1&checkout=aborted&session_id=cs_local_0123456789abcdef', saved(undefined))).toBe(
      '/payment/aborted?session_id=cs_local_0123456789abcdef',
    );
    expect(returnTarget('?booking=b-1&checkout=success&session_id=cs_local_0123456789abcdef', saved('https://evil.example/x'))).toBe(
      '/payment/success?session_id=cs_local_0123456789abcdef',
    );
    expect(returnTarget('?booking=b-1&checkout=paid&session_id=cs_local_0123456789abcdef', saved('/book/online'))).toBeUndefined();
    expect(returnTarget('?checkout=success&session_id=cs_local_0123456789abcdef', saved('/book/online'))).toBeUndefined();
    expect(returnTarget('?booking=b-1&checkout=success&session_id=x', saved('/book/online'))).toBeUndefined();
    expect(returnTarget('', saved('/book/online'))).toBeUndefined();
  });
});
