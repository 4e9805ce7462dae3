import type { z } from 'zod';
import type { BoardRow, ZGuestStanding } from '../../../shared/api/guest-forms';
import { staff } from '../../../shared/auth/actor';
import { passes } from '../../../shared/auth/permissions';
import type { Principal } from '../../../shared/auth/principal';
import { LEAD } from '../../../shared/domain/forms/guest-form';
import { ForbiddenError } from '../../../shared/errors';
import { requireBookingAccess } from '../../booking/index';
import { bookingsCheckingInPage } from '../../data/booking-headers';
import type { BookingItem } from '../../data/entities/booking';
import { formsOf, loadFormsContext, respondent, standing, type FormsContext } from './context';
import { publicForm } from './views';

/** How many bookings one page of the board reads (each: one Query of its forms' partition, its customers, versions). */
export const BOARD_PAGE = 25;

/** Every respondent's standing on each of their forms, the lead first (the links' facts without the tokens). */
export function standingsOf(ctx: FormsContext): Array<z.infer<typeof ZGuestStanding>> {
  return [LEAD, ...ctx.guests.map((g) => g.key)].map((key) => {
    const who = respondent(ctx, key)!;
    return {
      guest: key,
      ...(who.customer ? { customer: who.customer } : {}),
      ...(who.name ? { name: who.name } : {}),
      forms: formsOf(ctx, key).map((f) => {
        const s = standing(ctx, f.id, key);
        return { form: f.id, name: f.name, purpose: f.purpose, state: s.state, progress: s.progress, physician: s.flags.includes('physician') };
      }),
    };
  });
}

/** At most this many bookings are read for one page of the board (index pages of BOARD_PAGE), however few have forms. */
export const BOARD_READ_LIMIT = 100;

/**
 * One page of the board: the bookings checking in from..to (Queries of the booking list index, BOARD_PAGE at a time,
 * until BOARD_PAGE rows or BOARD_READ_LIMIT bookings read), those the user may see, each with its forms (ONE Query
 * of its partition); bookings without forms are left out. `next` continues where the reading stopped.
 */
export async function boardPage(
  principal: Principal,
  q: { from: string; to: string; cursor?: string },
  /** The staff scope the bookings are read with (a caller without it sees its agency's only); default forms.read or bookings.update. */
  staffScope?: string,
): Promise<{ data: BoardRow[]; next?: string }> {
  const data: BoardRow[] = [];
  let cursor = q.cursor;
  let read = 0;
  do {
    const page = await bookingsCheckingInPage(principal.tenant, { from: q.from, to: q.to, limit: BOARD_PAGE, ...(cursor ? { cursor } : {}) });
    read += page.items.length;
    data.push(...(await rowsOf(principal, page.items, q, staffScope)));
    cursor = page.next;
  } while (cursor && data.length < BOARD_PAGE && read < BOARD_READ_LIMIT);
  return { data, ...(cursor ? { next: cursor } : {}) };
}

async function rowsOf(principal: Principal, items: BookingItem[], q: { from: string; to: string }, staffScope?: string): Promise<BoardRow[]> {
  // As a single booking's links: the scope the call was let in by is the staff scope it is read with.
  const held = staffScope ?? (passes(principal, 'forms.read') ? 'forms.read' : 'bookings.update');
  const rows = await Promise.all(
    items
      .filter((b) => b.checkIn !== undefined && b.checkIn >= q.from && b.checkIn <= q.to)
      .map(async (booking): Promise<BoardRow | null> => {
        try {
          await requireBookingAccess(staff(principal), booking, held);
        } catch (err) {
          // Out of the user's agency or assets: not on their board.
          if (err instanceof ForbiddenError) return null;
          throw err;
        }
        const ctx = await loadFormsContext(principal.tenant, booking.id, booking);
        if (!ctx || ctx.stored.forms.length === 0) return null;
        return {
          booking: booking.id,
          bookingNo: booking.bookingNo,
          ...(booking.checkIn ? { checkIn: booking.checkIn } : {}),
          ...(booking.checkOut ? { checkOut: booking.checkOut } : {}),
          type: booking.type ?? (booking.schedule ? 'trip' : 'resort'),
          ...(ctx.lead.name ? { customerName: ctx.lead.name } : {}),
          forms: ctx.stored.forms.map(publicForm),
          guests: standingsOf(ctx),
        };
      }),
  );
  return rows.filter((r): r is BoardRow => r !== null);
}
