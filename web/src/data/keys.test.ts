import { describe, expect, it, vi } from 'vitest';
import { isUnder, keys } from './keys';
import { registerPagedList, revalidate } from './revalidate';

describe('the key factory', () => {
  it('puts every read of a booking under the booking, so one prefix revalidates them all', () => {
    const id = 'b-1';
    for (const key of [keys.booking.file(id), keys.booking.cabins(id), keys.booking.invoices(id, 3), keys.booking.history(id, 3, 'de')]) {
      expect(isUnder(key, keys.booking(id))).toBe(true);
      expect(isUnder(key, keys.booking('b-2'))).toBe(false);
    }
  });

  it('compares queries by value, whatever the order of their properties', () => {
    expect(isUnder(keys.bookings.list({ page: 1, search: 'x' }), keys.bookings.list({ search: 'x', page: 1 }))).toBe(true);
    expect(isUnder(keys.bookings.list({ page: 2 }), keys.bookings.list({ page: 1 }))).toBe(false);
    expect(isUnder(keys.bookings.list({ page: 1 }), keys.bookings.all())).toBe(true);
  });

  it('keeps the resources apart', () => {
    expect(isUnder(keys.credits.list('agency', {}), keys.bank.all())).toBe(false);
    expect(isUnder(keys.credits.open('customer', 'c-1'), keys.credits.all())).toBe(true);
    expect(isUnder('credits', keys.credits.all())).toBe(false);
  });

  it('reaches the paged lists on screen, which SWR’s filtered mutate skips', async () => {
    const reload = vi.fn(() => Promise.resolve());
    const other = vi.fn(() => Promise.resolve());
    const off = registerPagedList(keys.bank.entries('bank-1', { state: 'open' }), reload);
    const offOther = registerPagedList(keys.invoices.list({}), other);
    await revalidate(keys.bank.all());
    off();
    offOther();
    await revalidate(keys.bank.all());
    expect(reload).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });
});
