import { describe, expect, it } from 'vitest';
import { agencyDeleteBlocker } from './agency-deletion';

const agency = { name: 'Reef Travel' };
const none = { users: 0, customers: 0, credits: [] };

describe('agencyDeleteBlocker', () => {
  it('lets an agency without users, customers and open credit go, settled credits included', () => {
    expect(agencyDeleteBlocker(agency, none)).toBeNull();
    expect(agencyDeleteBlocker(agency, { ...none, credits: [{ balance: 0, currency: 'EUR' }] })).toBeNull();
  });

  it('names users first, then customers, then the first open credit', () => {
    expect(agencyDeleteBlocker(agency, { users: 2, customers: 5, credits: [{ balance: 10, currency: 'EUR' }] })).toBe(
      'Agency Reef Travel still has 2 user(s); remove or move them first',
    );
    expect(agencyDeleteBlocker(agency, { ...none, customers: 5 })).toBe('Agency Reef Travel still has 5 customer(s); move them to another agency first');
    expect(
      agencyDeleteBlocker(agency, {
        ...none,
        credits: [
          { balance: 0, currency: 'EUR' },
          { balance: -3.5, currency: 'USD' },
        ],
      }),
    ).toBe('Agency Reef Travel still has a credit of -3.5 USD; settle it first');
  });
});
