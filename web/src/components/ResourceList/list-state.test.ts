import { describe, expect, it } from 'vitest';
import { agenciesResource } from '../../../../shared/api/agencies';
import { customersResource } from '../../../../shared/api/customers';
import { chipsFromFilter, filterJson, filterObject, mergeChips, operatorsFor, readListState, typedFilterValue, writeListState } from './list-state';
import { computeWindow } from './use-row-window';

const shape = { sortNames: customersResource.sortNames, filters: customersResource.filters };

describe('readListState', () => {
  it('reads every part of the query from the URL', () => {
    const params = new URLSearchParams({
      page: '3',
      size: '50',
      sort: 'birthday',
      order: 'desc',
      search: 'müller',
      filter: '{"address.country":{"in":["DE","AT"]}}',
    });
    expect(readListState(params, shape)).toEqual({
      page: 3,
      size: 50,
      sort: 'birthday',
      order: 'desc',
      search: 'müller',
      filters: [{ field: 'address.country', op: 'in', value: ['DE', 'AT'] }],
    });
  });

  it.each([
    ['an unknown sort', { sort: 'email' }, { sort: 'name' }],
    ['a page below one', { page: '0' }, { page: 1 }],
    ['a page size above the largest', { size: '5000' }, { size: 25 }],
    ['a filter that is not JSON', { filter: '{oops' }, { filters: [] }],
    ['a filter on a field the resource does not filter', { filter: '{"password":"x"}' }, { filters: [] }],
  ])('drops %s', (_name, query, expected) => {
    expect(readListState(new URLSearchParams(query), shape, { sort: 'name' })).toMatchObject(expected);
  });

  it('keeps size 0, which means all', () => {
    expect(readListState(new URLSearchParams({ size: '0' }), shape).size).toBe(0);
  });
});

describe('writeListState', () => {
  it('leaves defaults out and reads back the same state', () => {
    const defaults = { sort: 'name', order: 'asc' as const };
    const state = {
      page: 2,
      size: 100,
      sort: 'updatedAt',
      order: 'desc' as const,
      search: 'x',
      filters: [{ field: 'customerType', op: 'eq' as const, value: 'Direct' }],
    };
    const params = writeListState(state, defaults);
    expect(params.toString()).toBe('page=2&size=100&sort=updatedAt&order=desc&search=x&filter=%7B%22customerType%22%3A%22Direct%22%7D');
    expect(readListState(params, shape, defaults)).toEqual(state);
    expect(writeListState({ page: 1, size: 25, sort: 'name', order: 'asc', search: '', filters: [] }, defaults).toString()).toBe('');
  });
});

describe('the filter JSON', () => {
  it('writes eq as a plain value and other conditions as operator objects (spec 2 section 7)', () => {
    expect(
      filterObject([
        { field: 'customerType', op: 'eq', value: 'Direct' },
        { field: 'address.country', op: 'in', value: ['DE', 'AT'] },
        { field: 'commission', op: 'gte', value: 5 },
        { field: 'commission', op: 'lt', value: 20 },
      ]),
    ).toEqual({ customerType: 'Direct', 'address.country': { in: ['DE', 'AT'] }, commission: { gte: 5, lt: 20 } });
  });

  it('reads back what it writes', () => {
    const chips = [
      { field: 'active', op: 'eq' as const, value: true },
      { field: 'commission', op: 'gt' as const, value: 0 },
    ];
    expect(chipsFromFilter(filterJson(chips), agenciesResource.filters)).toEqual(chips);
  });

  it('lets the later of two chips on one field and condition win when merging', () => {
    expect(mergeChips([{ field: 'active', op: 'eq', value: true }], [{ field: 'active', op: 'eq', value: false }])).toEqual([
      { field: 'active', op: 'eq', value: false },
    ]);
  });
});

describe('typedFilterValue', () => {
  const commission = agenciesResource.filters.commission!;
  const agencyType = agenciesResource.filters.agencyType!;
  it.each([
    ['a number for a number field', commission, 'gte', '12.5', 12.5],
    ['null for text in a number field', commission, 'gte', 'twelve', null],
    ['a list for "in"', agencyType, 'in', ['travel', 'resell'], ['travel', 'resell']],
    ['null for a value outside the choices', agencyType, 'eq', 'airline', null],
    ['true or false for "exists"', commission, 'exists', 'true', true],
  ] as const)('gives %s', (_name, field, op, raw, expected) => {
    expect(typedFilterValue(field, op, raw)).toEqual(expected);
  });

  it('offers conditions that fit the type', () => {
    expect(operatorsFor({ type: 'boolean' })).toEqual(['eq']);
    expect(operatorsFor(commission)).toContain('gte');
    expect(operatorsFor({ type: 'string' })).toContain('contains');
  });
});

describe('computeWindow', () => {
  it('renders the rows in view and the overscan, padding the rest', () => {
    expect(computeWindow(5000, 45, 45 * 1000, 450, 10)).toEqual({ start: 990, end: 1020, padTop: 990 * 45, padBottom: (5000 - 1020) * 45 });
  });

  it('renders everything of a short list', () => {
    expect(computeWindow(8, 45, 0, 600, 12)).toEqual({ start: 0, end: 8, padTop: 0, padBottom: 0 });
  });

  it('renders nothing of an empty list', () => {
    expect(computeWindow(0, 45, 0, 600, 12)).toEqual({ start: 0, end: 0, padTop: 0, padBottom: 0 });
  });
});
