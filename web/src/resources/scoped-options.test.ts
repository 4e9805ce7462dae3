import { describe, expect, it } from 'vitest';
import { scopedOptions, type RefOption } from './use-resource';

/** A cabin's cabin types: those of its vessel once the vessel is chosen (three vessels each have a "Twin cabin"). */
describe('scopedOptions', () => {
  const twin = (vessel: string): RefOption => ({
    value: `rt-${vessel}`,
    title: 'Twin cabin',
    item: { id: `rt-${vessel}`, vessel } as unknown as RefOption['item'],
  });
  const all = [twin('v1'), twin('v2'), twin('v3')];
  const sameAs = { field: 'vessel', formPath: 'vessel' };

  it('offers only the chosen vessel’s types', () => {
    expect(scopedOptions(all, sameAs, 'v2', []).map((o) => o.value)).toEqual(['rt-v2']);
  });

  it('offers all while no vessel is chosen, and without a scope', () => {
    expect(scopedOptions(all, sameAs, undefined, [])).toHaveLength(3);
    expect(scopedOptions(all, sameAs, '', [])).toHaveLength(3);
    expect(scopedOptions(all, undefined, 'v2', [])).toHaveLength(3);
  });

  it('keeps the stored choice of another vessel, so its title still shows', () => {
    expect(scopedOptions(all, sameAs, 'v2', ['rt-v1']).map((o) => o.value)).toEqual(['rt-v1', 'rt-v2']);
  });
});
