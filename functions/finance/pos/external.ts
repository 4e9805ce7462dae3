import type { Principal } from '../../../shared/auth/principal';
import type { OnsiteItem } from '../../../shared/domain/pos/pos';
import { newItem, productOf, roomOf, taxOf, todayOf, unitPriceIn } from './common';
import { changeOnsite } from './onsite';

/**
 * POST /api/pos/external: items sold by an external system (a bar till, a dive centre's own POS) onto booking rooms,
 * as open onsite items; each is imported once: its `<system>:<externalId>` is kept on the item and a repeat is skipped.
 * One onsite change per booking (its stock with it); a booking that refuses is reported per item, the others import.
 */
export async function importExternal(
  principal: Principal,
  body: { system: string; items: Array<{ externalId: string; booking: string; room: string; product: string; quantity: number; day?: string }> },
) {
  const skipped: { externalId: string; reason: string }[] = [];
  let imported = 0;
  const byBooking = new Map<string, typeof body.items>();
  const seen = new Set<string>();
  for (const it of body.items) {
    if (seen.has(it.externalId)) {
      skipped.push({ externalId: it.externalId, reason: 'twice in this import' });
      continue;
    }
    seen.add(it.externalId);
    byBooking.set(it.booking, [...(byBooking.get(it.booking) ?? []), it]);
  }
  for (const [bookingId, items] of byBooking) {
    let added: OnsiteItem[] = [];
    try {
      await changeOnsite(principal, bookingId, async (b, ctx) => {
        added = [];
        const known = new Set((b.onsite ?? []).map((i) => i.externalId).filter(Boolean));
        const day = await todayOf(ctx.tenant, ctx.now);
        for (const it of items) {
          const ext = `${body.system}:${it.externalId}`;
          if (known.has(ext)) continue;
          roomOf(b, it.room);
          const product = await productOf(ctx.tenant, it.product);
          const unitPrice = await unitPriceIn(ctx.tenant, product, b.currency ?? 'EUR');
          const tax = await taxOf(ctx.tenant, product);
          added.push({
            ...newItem(b, it.room, { product, unitPrice, quantity: it.quantity, day: it.day ?? day, tax }, ctx.now, principal.userId),
            externalId: ext,
          });
        }
        if (!added.length) return { onsite: [], unchanged: true };
        return {
          onsite: [...(b.onsite ?? []), ...added],
          stock: added.flatMap((i) => (i.stockTaken ? [{ product: i.product, quantity: i.quantity }] : [])),
          lastAction: 'onsiteExternal',
        };
      });
      imported += added.length;
      const done = new Set(added.map((i) => i.externalId));
      for (const it of items) if (!done.has(`${body.system}:${it.externalId}`)) skipped.push({ externalId: it.externalId, reason: 'imported before' });
    } catch (err) {
      const reason = err instanceof Error ? err.message : 'refused';
      for (const it of items) skipped.push({ externalId: it.externalId, reason });
    }
  }
  return { imported, skipped };
}
