import type { GuestLink } from '../../../shared/api/guest-forms';
import { LEAD } from '../../../shared/domain/forms/guest-form';
import { NotFoundError } from '../../../shared/errors';
import { guestTokenGrant, putGuestTokens, renewGeneration } from '../../data/guest-forms';
import { formsOf, loadFormsContext, respondent, standing, type FormsContext } from './context';
import { guestLinkPath, guestLinkToken } from './tokens';

const generationOf = (ctx: FormsContext, key: string) => ctx.stored.generations[key] ?? 1;

function linkOf(ctx: FormsContext, key: string, token: string): GuestLink {
  const who = respondent(ctx, key)!;
  return {
    guest: key,
    ...(who.customer ? { customer: who.customer } : {}),
    ...(who.name ? { name: who.name } : {}),
    path: guestLinkPath(ctx.booking.id, key, token, ctx.multiGuestPage),
    forms: formsOf(ctx, key).map((f) => {
      const s = standing(ctx, f.id, key);
      return { form: f.id, name: f.name, purpose: f.purpose, state: s.state, progress: s.progress, physician: s.flags.includes('physician') };
    }),
  };
}

/**
 * The booking's links, the lead's first: each token is made again from the key (nothing secret is stored), and its
 * lookup is put (the same token writes the same item), so a link shown here opens.
 */
export async function linksOf(ctx: FormsContext): Promise<GuestLink[]> {
  const keys = [LEAD, ...ctx.guests.map((g) => g.key)];
  const made = await Promise.all(
    keys.map(async (key) => {
      const generation = generationOf(ctx, key);
      const token = await guestLinkToken(ctx.tenant, ctx.booking.id, key, generation);
      return { key, token, grant: { tenant: ctx.tenant, booking: ctx.booking.id, guest: key, generation } };
    }),
  );
  await putGuestTokens(made);
  return made.map((m) => linkOf(ctx, m.key, m.token));
}

/** A new link for one guest: the generation goes up and the old token's lookup goes. */
export async function renewLink(ctx: FormsContext, key: string): Promise<GuestLink> {
  if (!respondent(ctx, key)) throw new NotFoundError(`Booking ${ctx.booking.id} has no guest ${key}`);
  const old = await guestLinkToken(ctx.tenant, ctx.booking.id, key, generationOf(ctx, key));
  const generation = await renewGeneration(ctx.tenant, ctx.booking.id, ctx.stored, key, old);
  const token = await guestLinkToken(ctx.tenant, ctx.booking.id, key, generation);
  await putGuestTokens([{ token, grant: { tenant: ctx.tenant, booking: ctx.booking.id, guest: key, generation } }]);
  return linkOf({ ...ctx, stored: { ...ctx.stored, generations: { ...ctx.stored.generations, [key]: generation } } }, key, token);
}

/**
 * What a token opens: its booking's context and the guest, or 404 — an unknown token, one of another tenant (the
 * tenant comes from the host), of an old generation, or of a guest the booking no longer has all say the same.
 */
export async function openToken(tenant: string, token: string): Promise<{ ctx: FormsContext; guest: string }> {
  const none = new NotFoundError('No such guest form link');
  const grant = await guestTokenGrant(token);
  if (!grant || grant.tenant !== tenant) throw none;
  const ctx = await loadFormsContext(tenant, grant.booking);
  if (!ctx || generationOf(ctx, grant.guest) !== grant.generation || !respondent(ctx, grant.guest)) throw none;
  return { ctx, guest: grant.guest };
}
