import * as z from 'zod';
import { endpoint } from './endpoint';
import { ZBoardRow } from './guest-forms';
import { ZId } from './resource';

/**
 * Guest-form reminders (issue 24; docs/decisions/forms.md "Reminders"): spec 2's booking call sendGuestFormMail
 * (force) and report-like call missingGuestform, served by the Lambda guestforms (the route decides the Lambda).
 */
const read = ['forms.read', 'bookings.update'] as const;
const write = ['bookings.update'] as const;
const tags = ['guestform'];

export const guestFormReminderEndpoints = {
  sendGuestFormMail: endpoint({
    id: 'guestform.sendGuestFormMail',
    method: 'POST',
    path: '/api/bookings/{id}/sendGuestFormMail',
    resource: 'guestforms',
    scopes: write,
    tags,
    summary:
      "Remind now: the current reminder step's mails (each incomplete guest with an address their own link, the lead booker a summary). " +
      'Without force a guest mailed at this step gets nothing again; force=true sends again',
    input: { params: z.object({ id: ZId }), query: z.strictObject({ force: z.enum(['true', 'false']).optional() }) },
    output: z.object({ step: z.number().int(), mailed: z.array(z.string()), unreachable: z.array(z.string()), summary: z.boolean() }),
  }),
  missingGuestform: endpoint({
    id: 'guestform.missingGuestform',
    method: 'GET',
    path: '/api/bookings/missingGuestform',
    resource: 'guestforms',
    scopes: read,
    tags,
    summary:
      "The bookings arriving from..to (inclusive) with guests whose forms are not complete, each with only those guests (the board's bounded " +
      'read: a page of at most 25 bookings with forms). `next` pages on',
    input: { query: z.strictObject({ from: z.iso.date(), to: z.iso.date(), cursor: z.string().max(2000).optional() }) },
    output: z.object({ data: z.array(ZBoardRow), next: z.string().optional() }),
  }),
};
