import * as z from 'zod';
import { LANGUAGES } from '../constants';
import { ZAnswers } from '../domain/forms/form-answers';
import { ASKED_PER, FORM_FLAGS, FORM_PURPOSES } from '../domain/forms/form-definition';
import { GUEST_KEY_PATTERN } from '../domain/forms/guest-form';
import { ZSignatureRecord } from '../domain/forms/signature-record';
import { endpoint } from './endpoint';
import { ZFormDefinitionVersion } from './forms';
import { ZId } from './resource';

/**
 * A booking's guest forms (issue 24, second slice; docs/decisions/forms.md "Links and answers"): attaching forms to
 * bookings, a link per guest and one for the lead booker, the guest's public calls (the token authorises; no session;
 * throttled per client) and the filled form with its signature records for the staff. Their own Lambda
 * (`guestforms`, functions/forms/guest/lambda.ts): the definitions' Lambda keeps its bundle budget.
 */
const read = ['forms.read', 'bookings.update'] as const;
const write = ['bookings.update'] as const;
const tags = ['guestform'];

/** A guest link's token: 256 bits, base64url (43 characters). */
export const ZGuestToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, { message: 'Not a guest link token' });
export const ZGuestKey = z.string().regex(GUEST_KEY_PATTERN, { message: 'A guest key: lead or guest-<n>' });
const ZProgress = z.enum(['missing', 'started', 'complete']);

export const ZGuestFormAttachment = z.object({
  id: z.string(),
  booking: z.string(),
  definition: z.string(),
  version: z.number().int(),
  name: z.string(),
  purpose: z.enum(FORM_PURPOSES),
  attachedAt: z.string(),
  locked: z.boolean().optional(),
});

export const ZGuestLink = z.object({
  guest: z.string(),
  customer: z.string().optional(),
  name: z.string().optional(),
  /** The web page: /guestform/<booking>/<token>, the lead's /guestform-m/<booking>/<token> (every guest's forms). */
  path: z.string(),
  forms: z.array(
    z.object({
      form: z.string(),
      name: z.string(),
      purpose: z.enum(FORM_PURPOSES),
      state: z.enum(['none', 'draft', 'submitted']),
      progress: ZProgress,
      physician: z.boolean(),
    }),
  ),
});
export type GuestLink = z.infer<typeof ZGuestLink>;

export const ZSignatureCheck = ZSignatureRecord.extend({
  /** The hash recomputed from the stored definition version and answers matches. */
  verified: z.boolean(),
});

const ZResponseState = {
  guest: z.string(),
  state: z.enum(['none', 'draft', 'submitted']),
  answers: ZAnswers,
  progress: ZProgress,
  flags: z.array(z.enum(FORM_FLAGS)),
};

export const ZGuestFormView = z.object({
  form: z.string(),
  guestName: z.string().optional(),
  askedOf: z.enum(ASKED_PER),
  definition: ZFormDefinitionVersion,
  ...ZResponseState,
  locked: z.boolean(),
});

export const ZByToken = z.object({
  tenant: z.object({ name: z.string(), languages: z.array(z.enum(LANGUAGES)) }),
  booking: z.object({ id: z.string(), bookingNo: z.number().int(), arrival: z.string().optional(), departure: z.string().optional() }),
  guest: z.object({ key: z.string(), name: z.string().optional() }),
  /** The page to show (spec 1's window setting): the lead's multi-guest page, or the single form. */
  page: z.enum(['single', 'multi']),
  forms: z.array(ZGuestFormView),
  /** The tenant's upload limit (maxGuestFormFileSizeinKb), for the page's own check and message. */
  maxUploadKb: z.number().int().positive().optional(),
});

export const ZFormDiff = z.object({
  form: z.string(),
  definition: z.string(),
  attachedVersion: z.number().int(),
  currentVersion: z.number().int().optional(),
  added: z.array(z.string()),
  removed: z.array(z.string()),
  changed: z.array(z.string()),
});

export const ZFilledForm = ZGuestFormAttachment.extend({
  responses: z.array(z.object({ ...ZResponseState, version: z.number().int(), submittedAt: z.string().optional(), signatures: z.array(ZSignatureCheck) })),
});

export const ZSaveAnswers = z.strictObject({
  token: ZGuestToken,
  data: ZAnswers.default({}),
  submit: z.boolean().optional(),
  lang: z.enum(LANGUAGES).optional(),
  /** The lead's link fills in for a guest (guest-<n>); a guest's own link names itself or nothing. */
  guest: ZGuestKey.optional(),
});

const ZSaved = z.object({
  form: z.string(),
  guest: z.string(),
  state: z.enum(['draft', 'submitted']),
  progress: ZProgress,
  flags: z.array(z.enum(FORM_FLAGS)),
  /** Signature records made (on submit). */
  signatures: z.number().int(),
});

export const ZSaveLinked = z.strictObject({
  token: ZGuestToken,
  data: z
    .array(z.strictObject({ form: ZId, guest: ZGuestKey, data: ZAnswers.default({}), submit: z.boolean().optional() }))
    .min(1)
    .max(100),
  lang: z.enum(LANGUAGES).optional(),
});

/** A guest's standing on each form of the booking (the board; the links without their tokens). */
export const ZGuestStanding = ZGuestLink.omit({ path: true });

export const ZBoardRow = z.object({
  booking: z.string(),
  bookingNo: z.number().int(),
  checkIn: z.string().optional(),
  checkOut: z.string().optional(),
  type: z.enum(['trip', 'resort']),
  customerName: z.string().optional(),
  forms: z.array(ZGuestFormAttachment),
  guests: z.array(ZGuestStanding),
});
export type BoardRow = z.infer<typeof ZBoardRow>;

export const guestFormEndpoints = {
  addToBooking: endpoint({
    id: 'guestform.addToBooking',
    method: 'POST',
    path: '/api/guestform/{form}/addToBooking',
    resource: 'guestforms',
    scopes: write,
    tags,
    summary: 'Attaches one definition (at its current version) to a booking; attaching it again changes nothing',
    input: { params: z.object({ form: ZId }), body: z.strictObject({ booking: ZId }) },
    output: ZGuestFormAttachment,
  }),
  addAllToBooking: endpoint({
    id: 'guestform.addAllToBooking',
    method: 'POST',
    path: '/api/guestform/addAllToBooking/{id}',
    resource: 'guestforms',
    scopes: write,
    tags,
    summary:
      "Attaches every active definition whose attach fits the booking (trips: vessel bookings, stays: resort bookings, allBookings); idempotent. Answers the booking's forms",
    input: { params: z.object({ id: ZId }) },
    output: z.object({ data: z.array(ZGuestFormAttachment) }),
  }),
  links: endpoint({
    id: 'guestform.links',
    method: 'GET',
    path: '/api/guestform/{id}/links',
    resource: 'guestforms',
    scopes: read,
    tags,
    summary:
      "A booking's guest links: one per guest (guest-1 … guest-n) and the lead's, each with its forms' progress and physician flag; " +
      "beside them the booking's attached forms",
    input: { params: z.object({ id: ZId }) },
    output: z.object({ data: z.array(ZGuestLink), forms: z.array(ZGuestFormAttachment) }),
  }),
  board: endpoint({
    id: 'guestform.board',
    method: 'GET',
    path: '/api/guestform/board',
    resource: 'guestforms',
    scopes: read,
    tags,
    summary:
      'The guest forms board: the bookings checking in from..to (inclusive; one Query of the booking list index, a page of at most 25) that have ' +
      "forms attached, each with its forms and every guest's standing (one Query of each booking's forms). `next` pages on",
    input: { query: z.strictObject({ from: z.iso.date(), to: z.iso.date(), cursor: z.string().max(2000).optional() }) },
    output: z.object({ data: z.array(ZBoardRow), next: z.string().optional() }),
  }),
  renewLink: endpoint({
    id: 'guestform.renewLink',
    method: 'POST',
    path: '/api/guestform/{id}/links',
    resource: 'guestforms',
    scopes: write,
    tags,
    summary: "Renews one guest's link (a new token; the old one answers 404 from now on)",
    input: { params: z.object({ id: ZId }), body: z.strictObject({ guest: ZGuestKey }) },
    output: ZGuestLink,
  }),
  lock: endpoint({
    id: 'guestform.lock',
    method: 'POST',
    path: '/api/guestform/{id}/lock',
    resource: 'guestforms',
    scopes: write,
    tags,
    summary: 'Locks a booking’s form (the guests can no longer save or submit it) or unlocks it',
    input: { params: z.object({ id: ZId }), body: z.strictObject({ locked: z.boolean() }) },
    output: ZGuestFormAttachment,
  }),
  diff: endpoint({
    id: 'guestform.diff',
    method: 'GET',
    path: '/api/guestform/diff/{id}',
    resource: 'guestforms',
    scopes: read,
    tags,
    summary:
      "What changed between the version a booking's form was attached at and its definition's current version: the field ids added, removed and " +
      'changed (currentVersion absent: the definition was deleted)',
    input: { params: z.object({ id: ZId }) },
    output: ZFormDiff,
  }),
  appendMissingFields: endpoint({
    id: 'guestform.appendMissingFields',
    method: 'POST',
    path: '/api/guestform/{id}/appendMissingFields',
    resource: 'guestforms',
    scopes: write,
    tags,
    summary:
      "Moves a booking's form to its definition's current version (the new questions are asked from now on); answers given keep the version " +
      'they were given on (their signatures verify against it). A deleted definition: 404',
    input: { params: z.object({ id: ZId }) },
    output: ZGuestFormAttachment,
  }),
  appendMissingFieldsMany: endpoint({
    id: 'guestform.appendMissingFieldsMany',
    method: 'POST',
    path: '/api/guestform/appendMissingFields',
    resource: 'guestforms',
    scopes: write,
    tags,
    summary: 'appendMissingFields for several forms (of any bookings) at once; each as the single call, the first refusal answers',
    input: { body: z.strictObject({ ids: z.array(ZId).min(1).max(100) }) },
    output: z.object({ data: z.array(ZGuestFormAttachment) }),
  }),
  filled: endpoint({
    id: 'guestform.get',
    method: 'GET',
    path: '/api/guestform/{id}',
    resource: 'guestforms',
    scopes: read,
    tags,
    summary:
      "A booking's form as filled: every respondent's answers, progress, flags and signature records, each verified against the stored version and answers",
    input: { params: z.object({ id: ZId }) },
    output: ZFilledForm,
  }),
  byToken: endpoint({
    id: 'form.byToken',
    method: 'GET',
    path: '/api/form/byToken',
    resource: 'guestforms',
    scopes: [],
    public: true,
    tags: ['form'],
    summary:
      "The guest page (no session; the token authorises): the operator's name and languages, the booking's dates, the guest and each form asked of them " +
      "at its attached version with the answers so far (the lead's link: the booking's questions and every guest's forms). Unknown token 404; throttled per client",
    input: { query: z.strictObject({ token: ZGuestToken }) },
    output: ZByToken,
  }),
  save: endpoint({
    id: 'guestform.save',
    method: 'POST',
    path: '/api/guestform/{id}',
    resource: 'guestforms',
    scopes: [],
    public: true,
    tags,
    summary:
      'The guest saves a draft (each answer must fit its field: 400 naming it) or submits (the form must be complete: 400 with every issue); ' +
      'a locked form 409 FORM_LOCKED. Nothing is stored when refused. Throttled per client',
    input: { params: z.object({ id: ZId }), body: ZSaveAnswers },
    output: ZSaved,
  }),
  qrcode: endpoint({
    id: 'form.qrcode',
    method: 'GET',
    path: '/api/form/qrcode',
    // Served beside the standalone links' QR code: the library stays out of `guestforms`, which is at its budget.
    resource: 'guestform-standalone',
    scopes: [],
    public: true,
    tags: ['form'],
    summary:
      "A guest link as a QR code (no session; the token authorises): the link's full address on the operator's host and an SVG data URL of the code, " +
      'to print on a voucher or show at the desk. Unknown token 404; throttled per client',
    input: { query: z.strictObject({ token: ZGuestToken }) },
    output: z.object({ url: z.string(), qrcode: z.string() }),
  }),
  linked: endpoint({
    id: 'guestform.linked',
    method: 'GET',
    path: '/api/guestform/{id}/linked',
    resource: 'guestforms',
    scopes: [],
    public: true,
    tags,
    summary:
      "The lead booker's multi page (no session; the lead's token of booking {id}): every guest's link with its forms' progress, to forward a guest " +
      "their own link. A guest's token or another booking's is 404. Throttled per client",
    input: { params: z.object({ id: ZId }), query: z.strictObject({ token: ZGuestToken }) },
    output: z.object({ data: z.array(ZGuestLink) }),
  }),
  saveLinked: endpoint({
    id: 'guestform.saveLinked',
    method: 'POST',
    path: '/api/guestform/{id}/linked',
    resource: 'guestforms',
    scopes: [],
    public: true,
    tags,
    summary:
      "The lead booker saves or submits several guests' forms of booking {id} at once (the lead's token): each entry checked as a single save, " +
      'and all stored together or none (the first refusal answers, its fields under body.data.<entry>). Throttled per client',
    input: { params: z.object({ id: ZId }), body: ZSaveLinked },
    output: z.object({ data: z.array(ZSaved) }),
  }),
};
