import * as z from 'zod';
import { LANGUAGES } from '../constants';
import { ZAnswers } from '../domain/forms/form-answers';
import { FORM_FLAGS, FORM_PURPOSES } from '../domain/forms/form-definition';
import { endpoint } from './endpoint';
import { ZByToken, ZFilledForm, ZGuestToken } from './guest-forms';
import { ZId } from './resource';

/**
 * Standalone guest forms (issue 24; docs/decisions/forms.md "Standalone forms"): a form link of a definition without a
 * booking, for a walk-in at the counter (many respondents, one per submit) or one customer (one respondent). Staff
 * make, list and revoke the links (/crm/forms); the guest answers through `/forms/<link>/<token>`. Their own Lambda
 * `guestform-standalone` (functions/forms/standalone/lambda.ts): the `guestforms` Lambda is at its bundle budget.
 */
const read = ['forms.read', 'bookings.update'] as const;
const write = ['bookings.update'] as const;
const tags = ['guestform'];

export const ZStandaloneLink = z.object({
  id: z.string(),
  definition: z.string(),
  /** The definition's version when the link was made: its guests answer this one. */
  version: z.number().int(),
  name: z.string(),
  purpose: z.enum(FORM_PURPOSES),
  /** Bound to a customer: one respondent. Without: a counter link, every submit a new respondent. */
  customer: z.string().optional(),
  customerName: z.string().optional(),
  expiresAt: z.string().optional(),
  createdAt: z.string(),
  revoked: z.boolean(),
  /** Respondents who submitted. */
  submissions: z.number().int(),
  /** The guest page: /forms/<link>/<token>. */
  path: z.string(),
});
export type StandaloneLink = z.infer<typeof ZStandaloneLink>;

export const ZStandaloneSubmission = z.object({
  respondent: z.string(),
  name: z.string().optional(),
  state: z.enum(['draft', 'submitted']),
  submittedAt: z.string().optional(),
  updatedAt: z.string(),
  physician: z.boolean(),
});
export type StandaloneSubmission = z.infer<typeof ZStandaloneSubmission>;

export const ZCreateStandalone = z.strictObject({
  form: ZId,
  customer: ZId.optional(),
  /** An ISO date-time or day: from then on the link is 404. */
  expiresAt: z.union([z.iso.datetime({ offset: true }), z.iso.date()]).optional(),
});

const ZStandaloneSave = z.strictObject({
  token: ZGuestToken,
  data: ZAnswers.default({}),
  submit: z.boolean().optional(),
  lang: z.enum(LANGUAGES).optional(),
});

export const guestFormStandaloneEndpoints = {
  create: endpoint({
    id: 'guestform.standalone.create',
    method: 'POST',
    path: '/api/guestform/standalone',
    resource: 'guestform-standalone',
    scopes: write,
    tags,
    summary:
      'Makes a standalone form link of a definition (at its current version): bound to a customer (one respondent) or not (a counter link: every submit ' +
      'a new respondent), with an optional expiry. Answers the link with its page /forms/<link>/<token>',
    input: { body: ZCreateStandalone },
    output: ZStandaloneLink,
  }),
  list: endpoint({
    id: 'guestform.standalone.list',
    method: 'GET',
    path: '/api/guestform/standalone',
    resource: 'guestform-standalone',
    scopes: read,
    tags,
    summary: "The tenant's standalone form links, newest first, each with its page and the number of submissions (revoked ones too)",
    input: {},
    output: z.object({ data: z.array(ZStandaloneLink) }),
  }),
  get: endpoint({
    id: 'guestform.standalone.get',
    method: 'GET',
    path: '/api/guestform/standalone/{id}',
    resource: 'guestform-standalone',
    scopes: read,
    tags,
    summary:
      "One standalone link with its respondents (name, state, submitted at, physician flag) and the filled form: every respondent's answers and " +
      'signature records, each verified against the stored version',
    input: { params: z.object({ id: ZId }) },
    output: z.object({ link: ZStandaloneLink, submissions: z.array(ZStandaloneSubmission), filled: ZFilledForm }),
  }),
  revoke: endpoint({
    id: 'guestform.standalone.revoke',
    method: 'DELETE',
    path: '/api/guestform/standalone/{id}',
    resource: 'guestform-standalone',
    scopes: write,
    tags,
    summary: 'Revokes a standalone link: its token no longer opens (404); the answers given stay. Idempotent',
    input: { params: z.object({ id: ZId }) },
    output: ZStandaloneLink,
  }),
  qrcode: endpoint({
    id: 'guestform.standalone.qrcode',
    method: 'GET',
    path: '/api/guestform/standalone/{id}/qrcode',
    resource: 'guestform-standalone',
    scopes: read,
    tags,
    summary: "A standalone link's full address on the operator's host and an SVG data URL of its QR code, for the counter",
    input: { params: z.object({ id: ZId }) },
    output: z.object({ url: z.string(), qrcode: z.string() }),
  }),
  open: endpoint({
    id: 'form.standalone.byToken',
    method: 'GET',
    path: '/api/form/standalone/{id}',
    resource: 'guestform-standalone',
    scopes: [],
    public: true,
    tags: ['form'],
    summary:
      "The guest page of a standalone link (no session; the token authorises): the operator, the form at the link's version (page single, no booking) " +
      "and, for a customer's link, the answers so far. A wrong, revoked or expired link is 404. Throttled per client",
    input: { params: z.object({ id: ZId }), query: z.strictObject({ token: ZGuestToken }) },
    output: ZByToken.extend({ standalone: z.object({ counter: z.boolean() }) }),
  }),
  save: endpoint({
    id: 'form.standalone.save',
    method: 'POST',
    path: '/api/form/standalone/{id}',
    resource: 'guestform-standalone',
    scopes: [],
    public: true,
    tags: ['form'],
    summary:
      "The guest saves a draft or submits a standalone link's form, with the booking forms' checks (400 naming each answer; nothing stored). A " +
      "counter link stores submits only (each a new respondent; its drafts are checked, not kept); a customer's link keeps its one respondent's " +
      'draft. Wrong, revoked or expired: 404. Throttled per client',
    input: { params: z.object({ id: ZId }), body: ZStandaloneSave },
    output: z.object({
      form: z.string(),
      guest: z.string(),
      state: z.enum(['draft', 'submitted']),
      progress: z.enum(['missing', 'started', 'complete']),
      flags: z.array(z.enum(FORM_FLAGS)),
      signatures: z.number().int(),
    }),
  }),
};
