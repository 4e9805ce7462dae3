import { describe, expect, it } from 'vitest';
import { apiQueryOf, paramsOfView, viewFromParams } from './list-query';

describe('booking list view', () => {
  it('reads the URL, leaving out what does not fit', () => {
    const view = viewFromParams(new URLSearchParams('page=3&size=50&search=M%C3%BCller&state=lost&from=2027-01-01&to=tomorrow&order=desc&asset=rs-1'));
    expect(view).toEqual({ page: 3, size: 50, search: 'Müller', asset: 'rs-1', from: '2027-01-01', order: 'desc' });
  });

  it('turns the filters into the list filter JSON, dates as a check-in range', () => {
    const view = viewFromParams(new URLSearchParams('state=draft&agency=ag-1&source=web&from=2027-01-01&to=2027-01-31&search= 12 '));
    const query = apiQueryOf(view);
    expect(query).toMatchObject({ page: 1, size: 25, order: 'asc', search: '12' });
    expect(JSON.parse(String(query.filter))).toEqual({ state: 'draft', agency: 'ag-1', source: 'web', checkIn: { gte: '2027-01-01', lte: '2027-01-31' } });
    expect(apiQueryOf(viewFromParams(new URLSearchParams('')))).toEqual({ page: 1, size: 25, order: 'asc' });
  });

  it('writes back only what differs from the defaults', () => {
    expect(paramsOfView(viewFromParams(new URLSearchParams('page=1&size=25')))).toEqual({});
    expect(paramsOfView(viewFromParams(new URLSearchParams('page=2&to=2027-02-01')))).toEqual({ page: '2', to: '2027-02-01' });
  });

  it('keeps the abandoned online checkouts filter in the URL and sends it as the list filter', () => {
    const view = viewFromParams(new URLSearchParams('abandoned=true'));
    expect(view.abandoned).toBe(true);
    expect(paramsOfView(view)).toEqual({ abandoned: 'true' });
    expect(JSON.parse(String(apiQueryOf(view).filter))).toEqual({ abandoned: true });
    expect(viewFromParams(new URLSearchParams('abandoned=yes')).abandoned).toBeUndefined();
  });
});
