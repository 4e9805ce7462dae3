import { ulid } from 'ulid';
import { MAX_REFERENCES } from '../../../shared/api/booking-extras';
import type { Principal } from '../../../shared/auth/principal';
import type { Language } from '../../../shared/constants';
import type { BookingReference } from '../../../shared/domain/booking/booking';
import { NotFoundError, ValidationError } from '../../../shared/errors';
import type { BookingItem } from '../../data/entities/booking';
import { applyBookingChange } from '../bookings/lifecycle/apply';

/**
 * The booking file's facts (docs/decisions.md, "Booking extras"): references and language (the agency: functions/booking/bookings/agency.ts), each a change
 * through `applyBookingChange` (state machine, access, version, history item, outbox), so history and etag see them.
 */

/** POST {id}/ref: adds {type, value}; the same type and value again answers the booking unchanged. */
export function addReference(principal: Principal, id: string, ref: { type: BookingReference['type']; value: string }): Promise<BookingItem> {
  return applyBookingChange(principal, id, 'reference', (current, ctx) => {
    const references = current.references ?? [];
    if (references.some((r) => r.type === ref.type && r.value === ref.value)) return { next: {}, unchanged: true };
    if (references.length >= MAX_REFERENCES)
      throw new ValidationError(`Booking ${current.bookingNo} has ${MAX_REFERENCES} references already; remove one first`, [
        { path: 'body', message: `at most ${MAX_REFERENCES} references` },
      ]);
    const added: BookingReference = {
      id: `ref-${ulid()}`,
      ...ref,
      createdAt: ctx.now,
      ...(principal.userId !== undefined ? { createdBy: principal.userId } : {}),
    };
    return { next: { references: [...references, added] } };
  });
}

/** DELETE {id}/ref/{ref}: 404 when the booking has no reference of that id. */
export function removeReference(principal: Principal, id: string, ref: string): Promise<BookingItem> {
  return applyBookingChange(principal, id, 'reference', (current) => {
    const references = current.references ?? [];
    if (!references.some((r) => r.id === ref)) throw new NotFoundError(`booking ${current.bookingNo} has no reference ${ref}`);
    return { next: { references: references.filter((r) => r.id !== ref) } };
  });
}

/** POST {id}/language/{language}: the language of the booking's documents and mails. */
export function setLanguage(principal: Principal, id: string, language: Language): Promise<BookingItem> {
  return applyBookingChange(principal, id, 'language', (current) =>
    (current.language ?? 'de') === language ? { next: {}, unchanged: true } : { next: { language } },
  );
}
