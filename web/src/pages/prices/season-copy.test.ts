import { describe, expect, it } from 'vitest';
import { priceDefinitionsResource } from '../../../../shared/api/prices';
import { ZPriceDefinition } from '../../../../shared/domain/pricing/price-definition';
import { nextYearCopy, nextYearName, shiftYear } from './season-copy';

const FIELDS = Object.keys(priceDefinitionsResource.schema.shape);

describe('copy a season to next year', () => {
  it('moves a date by one year, 29 February to 28 February', () => {
    expect(shiftYear('2027-03-31')).toBe('2028-03-31');
    expect(shiftYear('2028-02-29')).toBe('2029-02-28');
    expect(shiftYear('2027-02-28')).toBe('2028-02-28');
    expect(shiftYear('2027-12-31')).toBe('2028-12-31');
    expect(shiftYear('2099-02-28', 1)).toBe('2100-02-28');
  });

  it('moves the years in the name, or adds the new one', () => {
    expect(nextYearName('High season 2027', 2027)).toBe('High season 2028');
    expect(nextYearName('Winter 2027/2028', 2027)).toBe('Winter 2028/2029');
    expect(nextYearName('High season', 2027)).toBe('High season 2028');
  });

  it('is a draft of the definition’s own fields with its valid range and periods a year later', () => {
    const stored = {
      ...ZPriceDefinition.parse({
        name: 'Peak 2028',
        type: 'room',
        status: 'active',
        resort: 'rs1',
        validRange: { from: '2028-01-01', to: '2028-03-31' },
        periods: [{ from: '2028-02-01', to: '2028-02-29' }],
        entries: [{ id: 'e1', roomType: 'rt1', noOfPax: 2, price: 120 }],
      }),
      id: 'p1',
      version: 3,
      createdAt: '2027-01-01T00:00:00.000Z',
      updatedAt: '2027-01-01T00:00:00.000Z',
    };
    const copy = nextYearCopy(stored, FIELDS);
    expect(copy).not.toHaveProperty('id');
    expect(copy).not.toHaveProperty('version');
    expect(copy).not.toHaveProperty('createdAt');
    expect(copy).toMatchObject({
      name: 'Peak 2029',
      status: 'draft',
      validRange: { from: '2029-01-01', to: '2029-03-31' },
      periods: [{ from: '2029-02-01', to: '2029-02-28' }],
      entries: stored.entries,
    });
    // What is sent is what the create endpoint takes.
    expect(priceDefinitionsResource.schema.strict().safeParse(copy).success).toBe(true);
    expect(ZPriceDefinition.safeParse(copy).success).toBe(true);
  });
});
