import { guestFormEndpoints as api } from '../../../shared/api/guest-forms';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../shared/constants';
import { LEAD } from '../../../shared/domain/forms/guest-form';
import { NotFoundError, TooManyRequestsError, ValidationError } from '../../../shared/errors';
import { putAnswersTogether } from '../../data/guest-forms';
import { takeQuota } from '../../data/request-quota';
import { clientOf } from '../../identity/index';
import { headerOf } from '../../lib/headers';
import { action, type BoundAction, type HttpEvent } from '../../lib/http';
import { prepareAnswers, saveAnswers } from './answers';
import type { FormsContext } from './context';
import { linksOf, openToken } from './links';
import { maxUploadKb, requireUploads } from './upload-refs';
import { byTokenView } from './views';

/** The guest's calls share a small quota per client, like the public invoice (docs/decisions/forms.md). */
export const GUEST_FORM_QUOTA = { limit: 60, windowSeconds: 60 };

async function throttle(event: HttpEvent) {
  const wait = await takeQuota(`GUESTFORM#CLIENT#${clientOf(event)}`, GUEST_FORM_QUOTA);
  if (wait > 0) throw new TooManyRequestsError(`Too many requests from this client; try again in ${wait} seconds`, wait);
}

/** The lead's token of booking {id}, or 404 (a guest's token or another booking's open nothing here). */
async function openLead(tenant: string, booking: string, token: string): Promise<FormsContext> {
  const { ctx, guest } = await openToken(tenant, token);
  if (guest !== LEAD || ctx.booking.id !== booking) throw new NotFoundError('No such guest form link');
  return ctx;
}

const client = (event: HttpEvent) => ({
  ip: event.requestContext.http.sourceIp,
  userAgent: headerOf(event.headers, 'user-agent') ?? event.requestContext.http.userAgent,
});
const languageOf = (ctx: FormsContext, lang?: Language): Language => lang ?? LANGUAGES.find((l) => l === ctx.booking.language) ?? DEFAULT_LANGUAGE;
const saved = (item: { form: string; guest: string; state: 'draft' | 'submitted'; flags: Array<'physician'>; signatures: unknown[] }, progress: string) => ({
  form: item.form,
  guest: item.guest,
  state: item.state,
  progress: progress as 'missing' | 'started' | 'complete',
  flags: item.flags,
  signatures: item.signatures.length,
});

/** The guest's public calls (no session: the token authorises; the tenant comes from the host). */
export const guestPublicActions: BoundAction[] = [
  action(api.byToken, async ({ tenant, event, query }) => {
    await throttle(event);
    const { ctx, guest } = await openToken(tenant, query.token);
    const [view, maxKb] = await Promise.all([byTokenView(ctx, guest), maxUploadKb(tenant)]);
    return { ...view, maxUploadKb: maxKb };
  }),
  action(api.save, async ({ tenant, event, params, body }) => {
    await throttle(event);
    const { ctx, guest } = await openToken(tenant, body.token);
    const { item, progress } = await saveAnswers(ctx, {
      form: params.id,
      linkGuest: guest,
      ...(body.guest ? { guest: body.guest } : {}),
      data: body.data,
      submit: body.submit === true,
      lang: languageOf(ctx, body.lang),
      ...client(event),
    });
    return saved(item, progress);
  }),
  action(api.linked, async ({ tenant, event, params, query }) => {
    await throttle(event);
    const ctx = await openLead(tenant, params.id, query.token);
    return { data: (await linksOf(ctx)).filter((l) => l.guest !== LEAD) };
  }),
  action(api.saveLinked, async ({ tenant, event, params, body }) => {
    await throttle(event);
    const ctx = await openLead(tenant, params.id, body.token);
    const lang = languageOf(ctx, body.lang);
    const seen = new Set<string>();
    body.data.forEach((entry, i) => {
      const key = `${entry.form}#${entry.guest}`;
      if (seen.has(key)) throw new ValidationError('A form of a guest appears twice', [{ path: `body.data.${i}`, message: 'appears twice' }]);
      seen.add(key);
    });
    const prepared = body.data.map((entry, i) => {
      try {
        return prepareAnswers(ctx, {
          form: entry.form,
          linkGuest: LEAD,
          guest: entry.guest,
          data: entry.data,
          submit: entry.submit === true,
          lang,
          ...client(event),
        });
      } catch (err) {
        if (err instanceof ValidationError)
          throw new ValidationError(
            `Entry ${i}: ${err.description}`,
            err.fields.map((f) => ({ path: f.path.replace(/^body\.data\./, `body.data.${i}.data.`), message: f.message })),
          );
        throw err;
      }
    });
    for (const [i, p] of prepared.entries()) await requireUploads(ctx, p.item, `body.data.${i}.data.`);
    await putAnswersTogether(
      ctx.tenant,
      ctx.booking.id,
      prepared.map((p) => p.item),
    );
    return { data: prepared.map((p) => saved(p.item, p.progress)) };
  }),
];
