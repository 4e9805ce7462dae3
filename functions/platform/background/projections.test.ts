import { describe, expect, it } from 'vitest';
import type { TransactItem } from '../../data/transactions';
import { projectionsOf, type TransactionProjection } from './projections';

/** The registry of in-transaction projections: every projection's writes for one change, in the order registered. */

interface Item {
  id: string;
  tags: string[];
}
const put = (sk: string): TransactItem => ({ Put: { TableName: 't', Item: { pk: 'P', sk } } });

const tags: TransactionProjection<Item, { action: string }> = {
  name: 'tags',
  items: ({ before, after }) => after.tags.filter((t) => !before?.tags.includes(t)).map((t) => put(`TAG#${t}`)),
};
const audit: TransactionProjection<Item, { action: string }> = {
  name: 'audit',
  items: ({ after, action }) => (action === 'create' ? [put(`CREATED#${after.id}`)] : []),
};

describe('projectionsOf', () => {
  const project = projectionsOf([tags, audit]);

  it('gives every projection the change (before, after, the facts) and joins their writes in order', () => {
    expect(project({ tenant: 'demo', before: undefined, after: { id: 'b1', tags: ['x'] }, action: 'create' })).toEqual([put('TAG#x'), put('CREATED#b1')]);
  });

  it('a change no read model follows writes nothing', () => {
    const item = { id: 'b1', tags: ['x'] };
    expect(project({ tenant: 'demo', before: item, after: item, action: 'confirm' })).toEqual([]);
  });
});
