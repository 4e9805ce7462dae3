import { describe, expect, it } from 'vitest';
import { roomsResource, roomTypesResource } from '../../../shared/api/rooms';
import { createValues, describeSchema } from '../components/ResourceForm/schema-fields';
import { listChips } from '../components/ResourceList/list-state';
import { resortDatesConfig, toggleWeekday, vesselDecksConfig } from './inventory-assets';
import { cabinsConfig, cabinTypesConfig, resortRoomsConfig } from './inventory-rooms';

describe('a fixed filter', () => {
  it('is applied over the preset and whatever the user filters', () => {
    const user = [
      { field: 'type', op: 'eq' as const, value: 'Room' },
      { field: 'isActive', op: 'eq' as const, value: true },
    ];
    expect(listChips([], user, cabinsConfig.fixedFilter, roomsResource.filters)).toEqual([
      { field: 'isActive', op: 'eq', value: true },
      { field: 'type', op: 'eq', value: 'Cabin' },
    ]);
  });

  it('takes operators (the vessels’ cabin types are those with a vessel)', () => {
    expect(listChips([], [], cabinTypesConfig.fixedFilter, roomTypesResource.filters)).toEqual([{ field: 'vessel', op: 'exists', value: true }]);
  });

  it('is nothing without one', () => {
    expect(listChips([{ field: 'resort', op: 'eq', value: 'rs1' }], [], undefined, roomsResource.filters)).toEqual([
      { field: 'resort', op: 'eq', value: 'rs1' },
    ]);
  });
});

describe('defaults of a configuration', () => {
  const fields = describeSchema(roomsResource.schema);
  it('start a new entity over the schema’s defaults', () => {
    expect(createValues(fields, cabinsConfig.defaults).type).toBe('Cabin');
    expect(createValues(fields, resortRoomsConfig.defaults).type).toBe('Room');
    expect(createValues(fields).type).toBe('Room'); // the schema's first choice
    expect(createValues(fields, cabinsConfig.defaults).isActive).toBe(true);
  });
});

describe('asset parts and weekdays', () => {
  it('show one part of an asset and keep the rest as loaded', () => {
    expect(vesselDecksConfig.sections).toBeUndefined();
    expect(vesselDecksConfig.hidden).toEqual(expect.arrayContaining(['name', 'key', 'lists']));
    expect(vesselDecksConfig.hidden).not.toContain('decks');
    expect(resortDatesConfig.hidden).not.toContain('arrivalWeekdays');
  });

  it('keep ticked weekdays in calendar order, none ticked as no list', () => {
    expect(toggleWeekday(undefined, 5, true)).toEqual([5]);
    expect(toggleWeekday([5], 1, true)).toEqual([1, 5]);
    expect(toggleWeekday([1, 5], 5, false)).toEqual([1]);
    expect(toggleWeekday([1], 1, false)).toBeUndefined();
  });
});
