import { describe, expect, it } from 'vitest';
import { ZBedType } from './bed-type';

describe('ZBedType', () => {
  it('applies defaults and is for one asset or all', () => {
    expect(ZBedType.parse({ name: 'Bunk (upper)', key: 'BUNKU' })).toEqual({
      name: 'Bunk (upper)',
      key: 'BUNKU',
      sleeps: 1,
      maxAge: -1,
      description: {},
      images: [],
      isActive: true,
    });
    expect(ZBedType.safeParse({ name: 'Queen', key: 'Q', resort: 'r1' }).success).toBe(true);
    expect(ZBedType.safeParse({ name: 'Queen', key: 'Q', resort: 'r1', vessel: 'v1' }).error?.issues.map((i) => i.path)).toEqual([['resort']]);
  });
});
