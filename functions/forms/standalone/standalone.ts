import { createHmac } from 'node:crypto';
import { ulid } from 'ulid';
import type { z } from 'zod';
import type { FormDefinitionVersion } from '../../../shared/api/forms';
import type { StandaloneLink, StandaloneSubmission, ZCreateStandalone } from '../../../shared/api/guest-form-standalone';
import type { ZByToken, ZFilledForm } from '../../../shared/api/guest-forms';
import type { Language } from '../../../shared/constants';
import { fullName } from '../../../shared/domain/customer/customer';
import { targetOf } from '../../../shared/domain/forms/customer-sync';
import { fieldsOf } from '../../../shared/domain/forms/form-definition';
import { askedLevels, askedOfRespondent, LEAD } from '../../../shared/domain/forms/guest-form';
import { NotFoundError } from '../../../shared/errors';
import { customers } from '../../data/customers';
import type { BookingItem } from '../../data/entities/booking';
import { standalonePartition, type AnswersItem, type Attachment, type StandaloneLinkItem } from '../../data/entities/guest-form';
import { formDefinitions, getFormDefinitionVersion } from '../../data/forms';
import { bookingForms, guestTokenGrant, putAnswers, type BookingForms } from '../../data/guest-forms';
import { countSubmission, getStandaloneLink, listStandaloneLinks, putStandaloneLink, revokeStandaloneLink } from '../../data/standalone-forms';
import { getTenant } from '../../data/tenants';
import { signingKey } from '../../lib/signing-key';
import { prepareAnswers, signedHash } from '../guest/answers';
import { requireUploads } from '../guest/upload-refs';
import { standing, type FormsContext } from '../guest/context';

/**
 * Standalone forms (docs/decisions/forms.md "Standalone forms"): a link of a definition without a booking. The
 * booking forms' checks run unchanged on a context made for the link: its "booking" is the partition `S-<linkId>`, its
 * one form the link (id = the link's id) at the link's version, its one respondent `guest-1` (a definition asking
 * guests) or `lead` (one asking only the booking's questions). A counter link stores each submit under a new
 * respondent key `r-<ulid>`; a customer's link keeps its one respondent under that key.
 */

/** A standalone link's token: HMAC-SHA256 of (tenant, definition, link) with the server's key, base64url (256 bits). */
export async function standaloneToken(tenant: string, link: Pick<StandaloneLinkItem, 'id' | 'definition'>): Promise<string> {
  const key = await signingKey();
  return createHmac('sha256', key).update(`standalone|${tenant}|${link.definition}|${link.id}`).digest('base64url');
}

export const standalonePath = (id: string, token: string) => `/forms/${id}/${token}`;

/** The key the one respondent answers as: a guest when the definition asks guests anything, else the lead. */
export const respondentKeyOf = (def: FormDefinitionVersion) => (askedLevels(def).has('guest') ? 'guest-1' : LEAD);

const endOf = (expiresAt: string) => (/^\d{4}-\d{2}-\d{2}$/.test(expiresAt) ? `${expiresAt}T23:59:59.999Z` : expiresAt);
export const isExpired = (link: Pick<StandaloneLinkItem, 'expiresAt'>, now = Date.now()) =>
  link.expiresAt !== undefined && now > Date.parse(endOf(link.expiresAt));

async function linkView(tenant: string, link: StandaloneLinkItem): Promise<StandaloneLink> {
  return { ...link, path: standalonePath(link.id, await standaloneToken(tenant, link)) } as StandaloneLink;
}
const publicLink = ({ createdBy: _by, ...link }: StandaloneLinkItem) => link;

export async function createStandalone(tenant: string, body: z.infer<typeof ZCreateStandalone>, by?: string): Promise<StandaloneLink> {
  const def = await formDefinitions.get(tenant, body.form);
  if (!def) throw new NotFoundError(`form definition ${body.form} does not exist`);
  let customerName: string | undefined;
  if (body.customer) {
    const [c] = await customers.getMany(tenant, [body.customer]);
    if (!c) throw new NotFoundError(`customer ${body.customer} does not exist`);
    customerName = fullName(c) || undefined;
  }
  const link: StandaloneLinkItem = {
    id: `sf-${ulid()}`,
    definition: def.id,
    version: def.version,
    name: def.name,
    purpose: def.purpose,
    ...(body.customer ? { customer: body.customer } : {}),
    ...(customerName ? { customerName } : {}),
    ...(body.expiresAt ? { expiresAt: body.expiresAt } : {}),
    createdAt: new Date().toISOString(),
    ...(by ? { createdBy: by } : {}),
    revoked: false,
    submissions: 0,
  };
  await putStandaloneLink(tenant, link, await standaloneToken(tenant, link));
  return linkView(tenant, publicLink(link) as StandaloneLinkItem);
}

export async function listStandalone(tenant: string): Promise<StandaloneLink[]> {
  const links = await listStandaloneLinks(tenant);
  links.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  return Promise.all(links.map((l) => linkView(tenant, publicLink(l) as StandaloneLinkItem)));
}

async function linkOr404(tenant: string, id: string): Promise<StandaloneLinkItem> {
  const link = await getStandaloneLink(tenant, id);
  if (!link) throw new NotFoundError(`standalone form link ${id} does not exist`);
  return link;
}

/** A link's page (/forms/<link>/<token>), or 404. */
export async function standalonePathOf(tenant: string, id: string): Promise<string> {
  const link = await linkOr404(tenant, id);
  return standalonePath(link.id, await standaloneToken(tenant, link));
}

export async function revokeStandalone(tenant: string, id: string): Promise<StandaloneLink> {
  const link = await linkOr404(tenant, id);
  const next = link.revoked ? link : await revokeStandaloneLink(tenant, link, await standaloneToken(tenant, link));
  return linkView(tenant, publicLink(next) as StandaloneLinkItem);
}

/** The booking forms' context for a link (see the module's note); `stored` holds the link's answers when read. */
function contextOf(tenant: string, link: StandaloneLinkItem, def: FormDefinitionVersion, stored?: BookingForms): FormsContext {
  const partition = standalonePartition(link.id);
  const key = respondentKeyOf(def);
  const form: Attachment = {
    id: link.id,
    booking: partition,
    definition: link.definition,
    version: link.version,
    name: link.name,
    purpose: link.purpose,
    attachedAt: link.createdAt,
  };
  const who = { ...(link.customer ? { customer: link.customer } : {}), ...(link.customerName ? { name: link.customerName } : {}) };
  return {
    tenant,
    // Only the id is read of it here (the lock rules are the link's: revoked or expired is 404 before any check).
    booking: { id: partition, bookingNo: 0 } as unknown as BookingItem,
    guests: key === LEAD ? [] : [{ key, ...who }],
    lead: { key: LEAD, ...who },
    stored: { ...(stored ?? { answers: [], generations: {}, linksVersion: 0, assigned: {}, assignedVersion: 0 }), forms: [form] },
    definitions: new Map([[link.id, def]]),
    dates: { today: new Date().toISOString().slice(0, 10) },
    lockAt: 'never',
    multiGuestPage: false,
  };
}

async function definitionOf(tenant: string, link: StandaloneLinkItem): Promise<FormDefinitionVersion> {
  const def = await getFormDefinitionVersion(tenant, link.definition, link.version);
  if (!def) throw new NotFoundError(`form definition ${link.definition} version ${link.version} does not exist`);
  return def;
}

/**
 * What a token opens: the link, its definition and context, or 404 — an unknown token, one of another tenant (the
 * tenant comes from the host) or of another link, a revoked or expired link all say the same. A counter link's
 * context holds no answers (every visitor starts empty); a customer's link holds its respondent's.
 */
export async function openStandalone(tenant: string, id: string, token: string) {
  const none = new NotFoundError('No such form link');
  const grant = await guestTokenGrant(token);
  if (!grant || grant.tenant !== tenant || grant.booking !== standalonePartition(id)) throw none;
  const link = await getStandaloneLink(tenant, id);
  if (!link || link.revoked || isExpired(link)) throw none;
  const def = await definitionOf(tenant, link);
  const stored = link.customer ? await bookingForms(tenant, standalonePartition(id)) : undefined;
  return { link, def, ctx: contextOf(tenant, link, def, stored), key: respondentKeyOf(def) };
}

/** The guest page's data: the booking forms' shape with `page: single`, no booking dates, `standalone` saying the kind. */
export async function standaloneView(
  opened: Awaited<ReturnType<typeof openStandalone>>,
): Promise<z.infer<typeof ZByToken> & { standalone: { counter: boolean } }> {
  const { link, def, ctx, key } = opened;
  const tenant = await getTenant(ctx.tenant);
  return {
    tenant: { name: tenant?.name ?? ctx.tenant, languages: tenant?.supportedLanguages ?? [] },
    booking: { id: ctx.booking.id, bookingNo: 0 },
    guest: { key, ...(link.customerName ? { name: link.customerName } : {}) },
    page: 'single',
    forms: [{ form: link.id, guest: key, askedOf: askedOfRespondent(key), definition: def, ...standing(ctx, link.id, key), locked: false }],
    standalone: { counter: !link.customer },
  };
}

export interface StandaloneSave {
  data: AnswersItem['answers'];
  submit: boolean;
  lang: Language;
  ip: string;
  userAgent: string;
}

/**
 * A save through a standalone link: the booking forms' `prepareAnswers` (400 naming each answer, nothing stored). A
 * counter link keeps no drafts (a shared tablet must not show the last visitor's answers) and stores each submit as
 * a new respondent; a customer's link stores its one respondent's draft or submit. Each first submit counts.
 */
export async function saveStandalone(opened: Awaited<ReturnType<typeof openStandalone>>, req: StandaloneSave) {
  const { link, ctx, key } = opened;
  const { item, progress } = prepareAnswers(ctx, { form: link.id, linkGuest: key, ...req });
  // No uploads on standalone links yet: any reference to one names no upload of this partition (400).
  await requireUploads(ctx, item);
  const counter = !link.customer;
  if (counter && !req.submit) return { item, progress };
  const stored: AnswersItem = counter ? { ...item, guest: `r-${ulid()}` } : item;
  const before = ctx.stored.answers.find((a) => a.guest === key);
  await putAnswers(ctx.tenant, ctx.booking.id, stored);
  if (req.submit && (counter || before?.state !== 'submitted')) await countSubmission(ctx.tenant, link.id);
  return { item: stored, progress };
}

/** The name a respondent gave: the answers mapped to the customer's first and last name, else the first signer's. */
function nameOf(def: FormDefinitionVersion, a: AnswersItem): string | undefined {
  const part = (target: string) =>
    fieldsOf(def)
      .filter((f) => targetOf(f)?.target === target)
      .map((f) => a.answers[f.id])
      .find((v): v is string => typeof v === 'string' && v.trim() !== '')
      ?.trim();
  const name = [part('masterData.firstName'), part('masterData.lastName')].filter(Boolean).join(' ');
  return name || a.signatures[0]?.signer;
}

/** The staff's view of a link: its respondents and the filled form, each signature verified against the stored version. */
export async function standaloneDetail(tenant: string, id: string) {
  const link = await linkOr404(tenant, id);
  const def = await definitionOf(tenant, link);
  const stored = await bookingForms(tenant, standalonePartition(id));
  const ctx = contextOf(tenant, link, def, stored);
  const key = respondentKeyOf(def);
  const answers = stored.answers.filter((a) => a.form === link.id).sort((a, b) => (b.submittedAt ?? b.updatedAt).localeCompare(a.submittedAt ?? a.updatedAt));
  const submissions: StandaloneSubmission[] = answers.map((a) => {
    const name = nameOf(def, a);
    return {
      respondent: a.guest,
      ...(name ? { name } : {}),
      state: a.state,
      ...(a.submittedAt ? { submittedAt: a.submittedAt } : {}),
      updatedAt: a.updatedAt,
      physician: a.flags.includes('physician'),
    };
  });
  const filled: z.infer<typeof ZFilledForm> = {
    id: link.id,
    booking: ctx.booking.id,
    definition: link.definition,
    version: link.version,
    name: link.name,
    purpose: link.purpose,
    attachedAt: link.createdAt,
    ...(link.revoked ? { locked: true } : {}),
    responses: answers.map((a) => {
      const s = standing({ ...ctx, stored: { ...ctx.stored, answers: [{ ...a, guest: key }] } }, link.id, key);
      return {
        ...s,
        guest: a.guest,
        version: a.version,
        ...(a.submittedAt ? { submittedAt: a.submittedAt } : {}),
        signatures: a.signatures.map((sig) => ({
          ...sig,
          verified: a.version === def.version && signedHash(def, ctx.dates, key, a.answers, sig.lang) === sig.sha256,
        })),
      };
    }),
  };
  return { link: await linkView(tenant, publicLink(link) as StandaloneLinkItem), submissions, filled };
}
