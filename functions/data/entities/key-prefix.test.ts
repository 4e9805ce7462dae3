import { describe, expect, it } from 'vitest';
import type { EntityModel } from './entity';
import { ENTITY_MODELS } from './index';
import { keyCollisions, templatesOverlap } from './key-prefix';

describe('entity key prefixes', () => {
  it('no two entities share a key prefix in the table or in an index', () => {
    expect(keyCollisions(ENTITY_MODELS)).toEqual([]);
  });

  it('tells overlapping templates apart from distinct ones', () => {
    expect(templatesOverlap('T#<tenant>#CUSTOMER#<id>', 'T#<tenant>#CUSTOMERREF#<system>#<external>')).toBe(false);
    expect(templatesOverlap('T#<tenant>#USER#<id>', 'T#<tenant>#USER#<id>#X')).toBe(true);
    expect(templatesOverlap('T#<tenant>#COUNTER', 'T#<tenant>#COUNTER')).toBe(true);
    expect(templatesOverlap('T#<tenant>#COUNTER', 'T#<tenant>#COUNTERS')).toBe(false);
    expect(templatesOverlap('T#<tenant>#LOG', 'T#<tenant>#<TYPE>')).toBe(true);
    expect(templatesOverlap('CREATED#<day> | COUNTRY#<code>', 'COUNTRY#DE')).toBe(true);
  });

  it('finds a dummy entity whose keys fall under another entity', () => {
    const table = { pk: 'T#<tenant>#CUSTOMER#<id>', sk: 'META#x' };
    const dummy: EntityModel = { module: 'dummy', entityType: 'DUMMY', description: '', keys: { table }, access: [] };
    expect(keyCollisions([...ENTITY_MODELS, dummy])).toEqual([expect.stringContaining('CUSTOMER_META')]);
  });
});
