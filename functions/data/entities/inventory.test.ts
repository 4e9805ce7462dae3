import { describe, expect, it } from 'vitest';
import type { Claim } from '../../../shared/domain/inventory/claims';
import { nightsOf } from '../../../shared/domain/inventory/stay';
import { cabinGenderKey, claimFromItem, claimItem, claimKey, resortNightRange } from './inventory';

describe('inventory items', () => {
  it("round-trips a room-night claim of a blocker through its item, which is also in the calendars' index", () => {
    const claim: Claim = { asset: 'r1', unit: 'room-7', night: '2026-03-14', owner: { kind: 'blocker', id: 'b1', reason: 'OutOfOrder' } };
    const item = claimItem('acme', claim);
    expect(item).toEqual({
      pk: 'T#acme#RESORTINV#r1',
      sk: 'NIGHT#2026-03-14#ROOM#room-7',
      entityType: 'ROOMNIGHT',
      ownerKind: 'blocker',
      ownerId: 'b1',
      reason: 'OutOfOrder',
      gsi2pk: 'T#acme#BOOKINGAT#r1',
      gsi2sk: '2026-03-15#b1#room-7',
      checkIn: '2026-03-14',
    });
    // A booking's night is not: its header stands for it there.
    expect(Object.keys(claimItem('acme', { ...claim, owner: { kind: 'booking', id: 'bk1' } }))).not.toContain('gsi2pk');
    expect(claimFromItem(item)).toEqual(claim);
  });

  it('round-trips a cabin bed claim of a booking with the guest gender', () => {
    const claim: Claim = { asset: 's1', unit: 'cabin-2', bed: '3', owner: { kind: 'booking', id: 'bk1' }, gender: 'f' };
    const item = claimItem('acme', claim);
    expect(claimKey('acme', claim)).toEqual({ pk: 'T#acme#SCHEDINV#s1', sk: 'CABIN#cabin-2#BED#3' });
    expect(item).toMatchObject({ entityType: 'CABINBED', ownerKind: 'booking', ownerId: 'bk1', gender: 'f' });
    expect(claimFromItem(item)).toEqual(claim);
  });

  it('keeps the cabin gender item in the schedule partition apart from the beds', () => {
    expect(cabinGenderKey('acme', 's1', 'cabin-2')).toEqual({ pk: 'T#acme#SCHEDINV#s1', sk: 'GENDER#cabin-2' });
    expect(() => claimFromItem({ ...cabinGenderKey('acme', 's1', 'cabin-2'), entityType: 'CABINGENDER', gender: 'm' })).toThrow(/Not an inventory item/);
    expect(() => claimKey('acme', { asset: 'r1', unit: 'x' })).toThrow();
  });

  it('refuses a stored item whose owner is not a booking or blocker', () => {
    const item = { ...claimItem('acme', { asset: 'r1', unit: 'a', night: '2026-03-14', owner: { kind: 'booking', id: 'b' } }), ownerKind: 'guest' };
    expect(() => claimFromItem(item)).toThrow();
  });

  it('selects with one sort-key range exactly the nights from up to the night before to', () => {
    const from = '2026-02-27';
    const to = '2026-03-02';
    const nights = ['2026-02-25', '2026-02-26', ...nightsOf(from, to), '2026-03-02', '2026-03-03'];
    const rooms = ['1', '10', 'z~', 'ROOM'];
    const sks = nights.flatMap((night) => rooms.map((room) => claimKey('acme', { asset: 'r1', unit: room, night }).sk)).sort();
    const range = resortNightRange('acme', 'r1', from, to);
    expect(range?.pk).toBe('T#acme#RESORTINV#r1');
    // DynamoDB BETWEEN: both bounds included, byte order (ASCII keys here).
    const selected = sks.filter((sk) => range && sk >= range.from && sk <= range.to);
    const selectedNights = [...new Set(selected.map((sk) => sk.slice('NIGHT#'.length, 'NIGHT#'.length + 10)))];
    expect(selectedNights).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(selected).toHaveLength(3 * rooms.length);
    expect(resortNightRange('acme', 'r1', to, to)).toBeUndefined();
  });
});
