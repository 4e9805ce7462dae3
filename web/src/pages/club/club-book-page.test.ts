import { describe, expect, it } from 'vitest';
import { memberComplete } from '../../guest/book/book-bodies';
import { readUrl } from '../../guest/book/book-url';
import { flowOf, leadOf } from './club-book-page';

/** /book is the guest booking engine as the member: trip or stay from the address, the member's details as the lead. */
describe('trip or stay on /book', () => {
  const flow = (query: string) => {
    const { choice, params } = readUrl(`?${query}`);
    return flowOf(choice, new URLSearchParams(query), params);
  };

  it('follows what the address chose: a tour, departure or cabin is a trip; dates or a room type a stay', () => {
    expect(flow('t=tr-1')).toBe('trip');
    expect(flow('schedule=s-1&cabin=c-1&kind=stay')).toBe('trip');
    expect(flow('resort=rs-1&checkIn=2031-05-01&checkOut=2031-05-08')).toBe('stay');
    expect(flow('resort=rs-1&checkIn=2031-05-01&checkOut=2031-05-08&kind=trip')).toBe('stay');
  });

  it('nothing chosen: kind, else a stay where the address names a resort, else a trip', () => {
    expect(flow('kind=stay')).toBe('stay');
    expect(flow('kind=trip&resort=rs-1')).toBe('trip');
    expect(flow('resort=rs-1')).toBe('stay');
    expect(flow('')).toBe('trip');
    expect(flow('kind=hotel')).toBe('trip');
  });
});

describe("the member's details as the lead guest", () => {
  it('takes the name, e-mail, phone and country of their customer record; what is missing is empty, to be asked', () => {
    const c = { masterData: { firstName: 'Clara', lastName: 'Club' }, contact: { email: 'c@example.com', phone: '+49 40 555' }, address: { country: 'DE' } };
    expect(leadOf(c)).toEqual({ firstName: 'Clara', lastName: 'Club', email: 'c@example.com', phone: '+49 40 555', country: 'DE' });
    expect(leadOf({ masterData: { lastName: 'Solo' }, contact: {}, address: {} })).toEqual({
      firstName: '',
      lastName: 'Solo',
      email: '',
      phone: '',
      country: '',
    });
  });

  it('shortens the details step only when the record has all the contact needs', () => {
    const full = { firstName: 'Clara', lastName: 'Club', email: 'c@example.com', phone: '+49 40 555', country: 'DE' };
    expect(memberComplete(full)).toBe(true);
    expect(memberComplete({ ...full, phone: '' })).toBe(false);
    expect(memberComplete({ ...full, country: '' })).toBe(false);
    expect(memberComplete({ ...full, email: 'not-an-address' })).toBe(false);
    expect(memberComplete(leadOf({ masterData: { lastName: 'Solo' }, contact: {}, address: {} }))).toBe(false);
  });
});
