import { MAX_OPTION_DAYS, type CreateBooking } from '../../../shared/api/bookings';
import { daysBetween } from '../../../shared/domain/inventory/stay';
import { ValidationError } from '../../../shared/errors';
import type { BookingItem } from '../../data/entities/booking';
import type { Plan } from './service';

/** The wizard's rules of a create (docs/decisions.md, "Booking wizard"): options, the waiting list, persons per room. */

/** A waiting booking holds no inventory (docs/decisions.md, "Booking wizard"): no claims, no beds, no gender items. */
export function waitingPlan(body: CreateBooking): Plan {
  return { claims: [], genders: [], rooms: body.rooms.map((r) => ({ room: r.room, noOfPax: r.noOfPax })), picked: new Set() };
}

/** The rooms as stored: what the plan holds, with the request's variant and persons (a person's bed among the held). */
export function withPersons(held: BookingItem['rooms'], body: CreateBooking, waiting: boolean): BookingItem['rooms'] {
  return held.map((room, i) => {
    const request = body.rooms[i]!;
    const fields = (request.customers ?? []).flatMap((c, j) =>
      c.bed !== undefined && !waiting && !room.beds?.includes(c.bed)
        ? [{ path: `body.rooms.${i}.customers.${j}.bed`, message: `bed ${c.bed} is not a bed this booking holds in ${room.room}` }]
        : [],
    );
    if (fields.length) throw new ValidationError(fields.map((f) => f.message).join('; '), fields);
    return {
      ...room,
      ...(request.variant ? { variant: request.variant } : {}),
      ...(request.customers?.length
        ? { customers: request.customers.map(({ bed, ...c }) => ({ ...c, ...(bed !== undefined && !waiting ? { bed } : {}) })) }
        : {}),
    };
  });
}

export const todayIso = () => new Date().toISOString().slice(0, 10);

/** A draft is an option: it names the day it expires, after today and at most MAX_OPTION_DAYS ahead; others name none. */
export function requireOption(body: CreateBooking): void {
  const today = todayIso();
  const bad = (message: string) => new ValidationError(message, [{ path: 'body.optionDate', message }]);
  if (body.state !== 'draft') {
    if (body.optionDate !== undefined) throw bad('Only a draft (option) has an optionDate');
    return;
  }
  if (body.optionDate === undefined) throw bad('A draft (option) needs an optionDate');
  if (body.optionDate <= today) throw bad('The optionDate is after today');
  if (daysBetween(today, body.optionDate) > MAX_OPTION_DAYS) throw bad(`The optionDate is at most ${MAX_OPTION_DAYS} days ahead`);
}
