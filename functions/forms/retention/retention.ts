import { actorPrincipal, system } from '../../../shared/auth/actor';
import { addDays } from '../../../shared/calendar-date';
import { todoFlags } from '../../../shared/domain/booking/todos';
import { isCertificationAnswer, isUploadRef, type AnswerValue } from '../../../shared/domain/forms/form-answers';
import { applyBookingChange } from '../../booking/index';
import { getBooking } from '../../data/bookings';
import type { RetentionDone } from '../../data/entities/guest-form-retention';
import { deleteAnswersOnce, retentionPartition } from '../../data/guest-form-retention';
import { getSettingsGroup } from '../../data/settings';
import { departedBookings } from './departures';
import { auditTodos } from './audit';
import { removeFormUploads } from './uploads';

/**
 * The retention run (docs/decisions/forms.md "Retention"): a tenant-set number of days after departure, the medical
 * answers (forms of purpose `medical`) and every form's uploads are deleted, and an audit entry is left in the
 * booking's history. Idempotent: a marker per booking form is written in the transaction that deletes the answers.
 */

/** Days of departures a run looks back over (a run that missed days, or a setting lowered, catches up this far). */
export const RETENTION_LOOKBACK_DAYS = 31;

export interface RetentionOutcome {
  off?: true;
  from?: string;
  to?: string;
  bookings: number;
  forms: number;
  answers: number;
  uploads: number;
  failed: string[];
}

/** The upload ids an answer names: an upload, or a certification's card. */
export function uploadsOf(value: AnswerValue | undefined): string[] {
  if (isUploadRef(value)) return [value.upload];
  if (isCertificationAnswer(value) && value.card) return [value.card.upload];
  if (Array.isArray(value)) return value.flatMap((v) => uploadsOf(v as AnswerValue));
  return [];
}

/** The tenant's run as of `now`: the bookings that left from cutoff − lookback to cutoff (= today − days). */
export async function runRetention(tenant: string, now: Date): Promise<RetentionOutcome> {
  const days = (await getSettingsGroup(tenant, 'guestform')).values.guestFormRetentionDays;
  const outcome: RetentionOutcome = { bookings: 0, forms: 0, answers: 0, uploads: 0, failed: [] };
  if (days === undefined) return { ...outcome, off: true };
  const to = addDays(now.toISOString().slice(0, 10), -days);
  const from = addDays(to, -(RETENTION_LOOKBACK_DAYS - 1));
  for (const booking of await departedBookings(tenant, from, to)) {
    try {
      const done = await retainBooking(tenant, booking, now);
      outcome.bookings += done.length > 0 ? 1 : 0;
      outcome.forms += done.length;
      outcome.answers += done.reduce((s, d) => s + d.answersOf.length, 0);
      outcome.uploads += done.reduce((s, d) => s + d.uploads, 0);
    } catch {
      // One booking that fails (its history change refused) does not stop the tenant's run; the next run tries again.
      outcome.failed.push(booking);
    }
  }
  return { ...outcome, from, to };
}

/**
 * One booking: per form not yet done, its uploads removed (the hook), then its medical answers deleted with the
 * marker in one transaction; then the audit entries of every form done that the booking's history lacks. Answers
 * the forms done by this run (none on a second run).
 */
export async function retainBooking(tenant: string, booking: string, now: Date): Promise<RetentionDone[]> {
  const part = await retentionPartition(tenant, booking);
  const fresh: RetentionDone[] = [];
  for (const form of part.forms.filter((f) => !part.done.has(f.id))) {
    const answers = part.answers.filter((a) => a.form === form.id);
    const medical = form.purpose === 'medical' ? answers : [];
    const uploads = [...new Set(answers.flatMap((a) => Object.values(a.answers).flatMap((v) => uploadsOf(v))))];
    if (medical.length === 0 && uploads.length === 0) continue;
    await removeFormUploads(tenant, booking, form.id, uploads);
    const done: RetentionDone = { form: form.id, at: now.toISOString(), answersOf: medical.map((a) => a.guest), uploads: uploads.length };
    if (await deleteAnswersOnce(tenant, booking, medical, done)) {
      fresh.push(done);
      part.done.set(form.id, done);
    }
  }
  if (part.done.size > 0) {
    const b = await getBooking(tenant, booking);
    if (b) {
      const missing = auditTodos(b, part.forms, [...part.done.values()]);
      if (missing.length > 0) {
        await applyBookingChange(actorPrincipal(system(tenant, 'guestform-retention')), booking, 'solveTodo', (cur) => {
          const have = new Set((cur.todo ?? []).map((t) => t.id));
          const todo = missing.filter((t) => !have.has(t.id));
          if (todo.length === 0) return { next: {}, unchanged: true };
          const all = [...(cur.todo ?? []), ...todo];
          return { next: { todo: all, ...todoFlags(all, now.toISOString().slice(0, 10)) }, lastAction: 'guestformRetention' };
        });
      }
    }
  }
  return fresh;
}
