import { describe, expect, it } from 'vitest';
import { ROOM_TYPE_DEFAULTS, ZRoomType } from './room-type';

const paths = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => r.error?.issues.map((i) => i.path.join('.')) ?? [];

describe('ZRoomType', () => {
  it('applies the defaults of spec 2 sections 3 and 9', () => {
    const t = ZRoomType.parse({ name: 'Deluxe', key: 'DLX', resort: 'r1' });
    expect(t).toMatchObject({
      defaultNoOfPax: 2,
      minNoOfPax: 1,
      maxNoOfPax: 2,
      maxNoOfOTAPax: 2,
      availableToOTA: -1,
      roomTypeOTA: 'Double',
      sizeInSqm: -1,
      surcharge: 0,
      surchargeType: 'percent',
      hide: false,
      collapse: false,
      isVisible: true,
      images: [],
      description: {},
    });
    expect(ROOM_TYPE_DEFAULTS.surchargeType).toBe('percent');
  });

  it('refuses minNoOfPax ≤ defaultNoOfPax ≤ maxNoOfPax broken, on the field to correct', () => {
    expect(paths(ZRoomType.safeParse({ name: 'A', key: 'A', resort: 'r1', minNoOfPax: 3, maxNoOfPax: 2 }))).toEqual(['minNoOfPax']);
    expect(paths(ZRoomType.safeParse({ name: 'A', key: 'A', resort: 'r1', defaultNoOfPax: 3 }))).toEqual(['defaultNoOfPax']);
    expect(paths(ZRoomType.safeParse({ name: 'A', key: 'A', resort: 'r1', minNoOfPax: 2, defaultNoOfPax: 1 }))).toEqual(['defaultNoOfPax']);
    expect(paths(ZRoomType.safeParse({ name: 'A', key: 'A', resort: 'r1', maxNoOfOTAPax: 3 }))).toEqual(['maxNoOfOTAPax']);
  });

  it('belongs to exactly one asset', () => {
    expect(paths(ZRoomType.safeParse({ name: 'A', key: 'A' }))).toEqual(['resort']);
    expect(paths(ZRoomType.safeParse({ name: 'A', key: 'A', resort: 'r1', vessel: 'v1' }))).toEqual(['resort']);
    expect(ZRoomType.safeParse({ name: 'A', key: 'A', vessel: 'v1' }).success).toBe(true);
  });

  it('refuses a sizeInSqm other than -1 below 0, a percent surcharge below -100, unknown fields and surcharge types', () => {
    expect(paths(ZRoomType.safeParse({ name: 'A', key: 'A', resort: 'r1', sizeInSqm: -2 }))).toEqual(['sizeInSqm']);
    expect(paths(ZRoomType.safeParse({ name: 'A', key: 'A', resort: 'r1', surcharge: -120 }))).toEqual(['surcharge']);
    expect(ZRoomType.safeParse({ name: 'A', key: 'A', resort: 'r1', surcharge: -120, surchargeType: 'absolute' }).success).toBe(true);
    expect(ZRoomType.safeParse({ name: 'A', key: 'A', resort: 'r1', surchargeType: 'Percent' }).success).toBe(false);
    expect(ZRoomType.safeParse({ name: 'A', key: 'A', resort: 'r1', colour: 'red' }).success).toBe(false);
  });
});
