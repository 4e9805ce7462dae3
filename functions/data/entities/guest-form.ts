import * as z from 'zod';
import { LANGUAGES } from '../../../shared/constants';
import { ZAnswers } from '../../../shared/domain/forms/form-answers';
import { FORM_FLAGS, FORM_PURPOSES } from '../../../shared/domain/forms/form-definition';
import { ZSignatureRecord } from '../../../shared/domain/forms/signature-record';
import { entityKey, entityPk, globalKey } from '../keys';
import { itemCodec, type EntityModel } from './entity';

/**
 * A booking's guest forms (issue 24; docs/decisions/forms.md "Links and answers"): the forms attached to it, each
 * respondent's answers, the link generations, all in the booking's own forms partition (one Query reads them); a
 * pointer from a form's id to its booking; the guest links' tokens by their SHA-256 only.
 */
export const GUESTFORM = 'GUESTFORM';
export const GUESTFORM_REF = 'GUESTFORM_REF';
export const GUESTFORM_ANSWERS = 'GUESTFORM_ANSWERS';
export const GUESTFORM_LINKS = 'GUESTFORM_LINKS';
export const GUESTFORM_TOKEN = 'GUESTFORMTOKEN';
export const GUESTFORM_REMINDER = 'GUESTFORM_REMINDER';
export const GUESTFORM_GUESTS = 'GUESTFORM_GUESTS';

export const guestFormsPk = (tenant: string, booking: string) => entityPk(tenant, 'GUESTFORMS', booking);
export const attachmentKey = (tenant: string, booking: string, definition: string) => ({ pk: guestFormsPk(tenant, booking), sk: `FORM#${definition}` });
export const answersKey = (tenant: string, booking: string, form: string, guest: string) => ({
  pk: guestFormsPk(tenant, booking),
  sk: `ANSWERS#${form}#${guest}`,
});
export const linksKey = (tenant: string, booking: string) => ({ pk: guestFormsPk(tenant, booking), sk: 'LINKS' });
/** A reminder sent: per arrival, step and recipient (a guest key, or `summary` for the lead's summary). */
export const reminderKey = (tenant: string, booking: string, arrival: string, step: string, to: string) => ({
  pk: guestFormsPk(tenant, booking),
  sk: `REMINDER#${arrival}#${step}#${to}`,
});
/** The customers staff gave to guest slots the booking names nobody at (customer/{customer}/{booking}, the sync). */
export const guestsKey = (tenant: string, booking: string) => ({ pk: guestFormsPk(tenant, booking), sk: 'GUESTS' });
export const formRefKey = (tenant: string, form: string) => entityKey(tenant, 'GUESTFORM', form);
export const guestTokenKey = (tokenHash: string) => globalKey(GUESTFORM_TOKEN, tokenHash);

export const ZAttachment = z.object({
  id: z.string(),
  booking: z.string(),
  definition: z.string(),
  version: z.number().int().min(1),
  name: z.string(),
  purpose: z.enum(FORM_PURPOSES),
  attachedAt: z.string(),
  attachedBy: z.string().optional(),
  locked: z.boolean().optional(),
});
export type Attachment = z.infer<typeof ZAttachment>;

export const ZAnswersItem = z.object({
  form: z.string(),
  guest: z.string(),
  /** The definition version answered (the attachment's). */
  version: z.number().int().min(1),
  state: z.enum(['draft', 'submitted']),
  answers: ZAnswers,
  lang: z.enum(LANGUAGES),
  flags: z.array(z.enum(FORM_FLAGS)),
  updatedAt: z.string(),
  submittedAt: z.string().optional(),
  signatures: z.array(ZSignatureRecord).default([]),
});
export type AnswersItem = z.infer<typeof ZAnswersItem>;

/** The link generation per guest key (none: 1); renewing a link raises it, so the old token no longer opens. */
export const ZLinksItem = z.object({ generations: z.record(z.string(), z.number().int().min(1)), version: z.number().int().min(1) });
export const ZFormRef = z.object({ booking: z.string() });
export const ZGuestToken = z.object({ tenant: z.string(), booking: z.string(), guest: z.string(), generation: z.number().int().min(1) });
export type GuestToken = z.infer<typeof ZGuestToken>;

export const attachmentItem = itemCodec(GUESTFORM, ZAttachment);
export const answersItem = itemCodec(GUESTFORM_ANSWERS, ZAnswersItem);
export const linksItem = itemCodec(GUESTFORM_LINKS, ZLinksItem);
export const formRefItem = itemCodec(GUESTFORM_REF, ZFormRef);
export const guestTokenItem = itemCodec(GUESTFORM_TOKEN, ZGuestToken);
export const ZReminderSent = z.object({ sentAt: z.string(), mailKey: z.string() });
export const reminderItem = itemCodec(GUESTFORM_REMINDER, ZReminderSent);

/** Guest slot → customer, for slots the booking itself names nobody at; `version` guards concurrent changes. */
export const ZGuestsItem = z.object({ customers: z.record(z.string(), z.string()), version: z.number().int().min(1) });
export const guestsItem = itemCodec(GUESTFORM_GUESTS, ZGuestsItem);

const partition = 'T#<tenant>#GUESTFORMS#<bookingId>';
export const guestFormModels: EntityModel[] = [
  {
    module: 'guest-form',
    entityType: GUESTFORM,
    description: 'A guest form attached to a booking: the definition and the version its guests answer, locked or not.',
    keys: { table: { pk: partition, sk: 'FORM#<definitionId>' } },
    access: ["a booking's forms, answers and links: ONE Query of the partition", 'attach: Put attribute_not_exists (idempotent)'],
  },
  {
    module: 'guest-form',
    entityType: GUESTFORM_REF,
    description: "A guest form's id → its booking (the staff reads a filled form by the form's id).",
    keys: { table: { pk: 'T#<tenant>#GUESTFORM#<formId>', sk: 'ROOT' } },
    access: ['one form: Get, then the booking partition'],
  },
  {
    module: 'guest-form',
    entityType: GUESTFORM_ANSWERS,
    description: "One respondent's answers to a booking's form (draft or submitted), with flags and signature records.",
    keys: { table: { pk: partition, sk: 'ANSWERS#<formId>#<guest key>' } },
    access: ['save or submit: Put (the last one wins)', "read with the booking's forms: the partition Query"],
  },
  {
    module: 'guest-form',
    entityType: GUESTFORM_LINKS,
    description: "A booking's guest link generations per guest key (a renewed link has a new one).",
    keys: { table: { pk: partition, sk: 'LINKS' } },
    access: ['renew: Put with the version read (409 when stale)'],
  },
  {
    module: 'guest-form',
    entityType: GUESTFORM_TOKEN,
    description: "A guest link's token, by its SHA-256 only: the tenant, booking, guest and generation it opens.",
    keys: { table: { pk: 'G#GUESTFORMTOKEN#<sha256 of the token>', sk: 'ROOT' } },
    access: ['the guest page: Get by the hash of the token in the link', 'links shown: Put; renewed: Delete the old one'],
  },
  {
    module: 'guest-form',
    entityType: GUESTFORM_REMINDER,
    description: 'A guest-form reminder sent (the marker that makes it once per booking, arrival, step and recipient).',
    keys: { table: { pk: partition, sk: 'REMINDER#<arrival>#<step>#<guest key or summary>' } },
    access: ["sent: Put attribute_not_exists in the same transaction as the mail's outbox item"],
  },
  {
    module: 'guest-form',
    entityType: GUESTFORM_GUESTS,
    description: "The customers staff linked to a booking's guest slots that the booking names nobody at (a guest's customer for the forms).",
    keys: { table: { pk: partition, sk: 'GUESTS' } },
    access: [
      "read with the booking's forms: the partition Query",
      'link: Put with the version read (409 when stale), with a created customer in one transaction',
    ],
  },
];

/**
 * A standalone form link (docs/decisions/forms.md "Standalone forms"): a definition at a version, for a customer or
 * the counter, in the tenant's list partition (one Query lists them). Its answers live in the forms partition
 * `T#<tenant>#GUESTFORMS#S-<linkId>` (the booking forms' answer items, the link's id as the form), its token's lookup
 * is the guest links' (`booking` = `S-<linkId>`, so the booking calls never open it).
 */
export const GUESTFORM_STANDALONE = 'GUESTFORM_STANDALONE';
export const standalonePartition = (link: string) => `S-${link}`;
export const standaloneLinksPk = (tenant: string) => entityPk(tenant, 'GUESTFORMLINKS', 'ALL');
export const standaloneLinkKey = (tenant: string, link: string) => ({ pk: standaloneLinksPk(tenant), sk: `LINK#${link}` });
export const ZStandaloneLinkItem = z.object({
  id: z.string(),
  definition: z.string(),
  version: z.number().int().min(1),
  name: z.string(),
  purpose: z.enum(FORM_PURPOSES),
  customer: z.string().optional(),
  customerName: z.string().optional(),
  expiresAt: z.string().optional(),
  createdAt: z.string(),
  createdBy: z.string().optional(),
  revoked: z.boolean().default(false),
  submissions: z.number().int().default(0),
});
export type StandaloneLinkItem = z.infer<typeof ZStandaloneLinkItem>;
export const standaloneLinkItem = itemCodec(GUESTFORM_STANDALONE, ZStandaloneLinkItem);
guestFormModels.push({
  module: 'guest-form',
  entityType: GUESTFORM_STANDALONE,
  description:
    "A standalone form link: the definition and version its respondents answer, the customer it is for (none: the counter's), expiry, revoked, submissions.",
  keys: { table: { pk: 'T#<tenant>#GUESTFORMLINKS#ALL', sk: 'LINK#<linkId>' } },
  access: [
    'the list: ONE Query of the partition',
    'open by token: Get (after the token lookup)',
    'a submit: Update ADD submissions',
    'revoke: Update, the token lookup deleted',
  ],
});
