import * as z from 'zod';
import { itemCodec, type EntityModel } from './entity';
import { guestFormsPk } from './guest-form';

/**
 * The retention run's marker of one booking form (docs/decisions/forms.md "Retention"): what it deleted and when,
 * written in the transaction that deletes the answers, so a second run deletes nothing more.
 */
export const GUESTFORM_RETENTION = 'GUESTFORM_RETENTION';
export const retentionKey = (tenant: string, booking: string, form: string) => ({ pk: guestFormsPk(tenant, booking), sk: `RETENTION#${form}` });
export const ZRetentionDone = z.object({
  form: z.string(),
  at: z.string(),
  /** The respondents whose medical answers were deleted. */
  answersOf: z.array(z.string()),
  uploads: z.number().int().min(0),
});
export type RetentionDone = z.infer<typeof ZRetentionDone>;
export const retentionItem = itemCodec(GUESTFORM_RETENTION, ZRetentionDone);

export const guestFormRetentionModels: EntityModel[] = [
  {
    module: 'guest-form',
    entityType: GUESTFORM_RETENTION,
    description: "The retention run's marker of a booking form: the medical answers and uploads it deleted, and when.",
    keys: { table: { pk: 'T#<tenant>#GUESTFORMS#<bookingId>', sk: 'RETENTION#<formId>' } },
    access: ['read with the booking forms (the partition Query)', 'deleted: Put attribute_not_exists in the transaction deleting the answers'],
  },
];
