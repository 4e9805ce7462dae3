import { describe, expect, it } from 'vitest';
import { choiceOf, choiceQuery, prefillOf } from './club-book-page';

/** /book/preview reads what the member chose from the URL only: a bad or partial choice is no choice. */
describe('the member booking choice in the URL', () => {
  it('reads a whole choice back as it was written', () => {
    const c = { kind: 'trip' as const, from: '2031-05-01', to: '2031-05-08', guests: 2 };
    expect(choiceOf(new URLSearchParams(choiceQuery(c)))).toEqual(c);
  });

  it.each([
    'kind=hotel&from=2031-05-01&to=2031-05-08&guests=2',
    'kind=resort&from=2031-05-08&to=2031-05-01&guests=2',
    'kind=resort&from=01.05.2031&to=2031-05-08&guests=2',
    'kind=resort&from=2031-05-01&to=2031-05-08&guests=0',
    'kind=resort&from=2031-05-01&to=2031-05-08&guests=1.5',
    'kind=resort&from=2031-05-01',
  ])('refuses %s', (query) => {
    expect(choiceOf(new URLSearchParams(query))).toBeNull();
  });
});

describe("the member's prefill", () => {
  it('takes the name, contact, birthday and country of their customer record, and nothing that is not there', () => {
    const c = { masterData: { firstName: 'Clara', lastName: 'Club', birthday: '1990-04-01' }, contact: { email: 'c@example.com' }, address: { country: 'DE' } };
    expect(prefillOf(c)).toEqual({ firstName: 'Clara', lastName: 'Club', email: 'c@example.com', birthday: '1990-04-01', country: 'DE' });
    expect(prefillOf({ masterData: { lastName: 'Solo' }, contact: {}, address: {} })).toEqual({ firstName: '', lastName: 'Solo' });
  });
});
