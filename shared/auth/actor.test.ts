import { describe, expect, it } from 'vitest';
import { passes } from './permissions';
import { actorName, actorPrincipal, channel, staff, system, tenantOf, type Actor } from './actor';

describe('actor', () => {
  const admin = { tenant: 't1', userId: 'u-1', userType: 'admin' as const, scopes: ['admin'] };

  it.each<[Actor, string | undefined]>([
    [staff(admin), 'u-1'],
    [system('t1', 'payment-consumer'), 'system'],
    [channel('t1', 'online'), 'channel:online'],
    [{ kind: 'guest', tenant: 't1', via: 'link', booking: 'bk-1' }, undefined],
  ])('names who did it for history and audit fields: %o → %s', (actor, name) => {
    expect(actorName(actor)).toBe(name);
    expect(tenantOf(actor)).toBe('t1');
  });

  it('lets staff act as their own principal', () => {
    expect(actorPrincipal(staff(admin))).toBe(admin);
  });

  it('grants a job only what its work needs: changing bookings, not creating or deleting them', () => {
    const p = actorPrincipal(system('t1', 'option-expiry'));
    expect(p).toMatchObject({ tenant: 't1', userId: 'system', userType: 'System' });
    expect(passes(p, 'bookings.update')).toBe(true);
    expect(passes(p, 'bookings.create')).toBe(false);
    expect(passes(p, 'bookings.delete')).toBe(false);
  });

  it('grants a channel creating and reading bookings only', () => {
    const p = actorPrincipal(channel('t1', 'online'));
    expect(passes(p, 'bookings.create')).toBe(true);
    expect(passes(p, 'bookings.update')).toBe(false);
  });

  it('gives a guest the default guest principal: no staff operation passes', () => {
    const p = actorPrincipal({ kind: 'guest', tenant: 't1', via: 'portal', customerId: 'c-1' });
    expect(p).toMatchObject({ userType: 'guest', scopes: ['guest'], customerId: 'c-1' });
    expect(passes(p, 'bookings.read')).toBe(false);
  });
});
