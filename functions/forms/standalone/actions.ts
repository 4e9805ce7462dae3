import { guestFormStandaloneEndpoints as api } from '../../../shared/api/guest-form-standalone';
import { guestFormEndpoints as guestApi } from '../../../shared/api/guest-forms';
import { openToken } from '../guest/links';
import { guestLinkPath } from '../guest/tokens';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../shared/constants';
import { TooManyRequestsError } from '../../../shared/errors';
import { takeQuota } from '../../data/request-quota';
import { clientOf } from '../../identity/index';
import { headerOf } from '../../lib/headers';
import { action, type BoundAction, type HttpEvent } from '../../lib/http';
import { publicOrigin } from '../../lib/public-url';
import { qrSvgDataUrl } from '../../lib/qr-code';
import {
  createStandalone,
  listStandalone,
  openStandalone,
  revokeStandalone,
  saveStandalone,
  standaloneDetail,
  standalonePathOf,
  standaloneView,
} from './standalone';

/** The guest's calls share the booking forms' quota per client (60 a minute), as the public invoice. */
const CLIENT_QUOTA = { limit: 60, windowSeconds: 60 };
/** A counter link's QR code is reusable and has no captcha: at most this many submits a day per link. */
export const STANDALONE_DAILY_SUBMITS = 500;

async function throttle(key: string, quota: { limit: number; windowSeconds: number }) {
  const wait = await takeQuota(key, quota);
  if (wait > 0) throw new TooManyRequestsError(`Too many requests; try again in ${wait} seconds`, wait);
}
const throttleClient = (event: HttpEvent) => throttle(`GUESTFORM#CLIENT#${clientOf(event)}`, CLIENT_QUOTA);

const languageOf = (lang?: Language, tenantLanguages: readonly string[] = []): Language =>
  lang ?? LANGUAGES.find((l) => tenantLanguages.includes(l)) ?? DEFAULT_LANGUAGE;

/** Standalone form links: the staff's calls and the guest's public ones (shared/api/guest-form-standalone.ts). */
export const standaloneActions: BoundAction[] = [
  action(api.create, async ({ principal, body }) => createStandalone(principal.tenant, body, principal.userId)),
  action(api.list, async ({ principal }) => ({ data: await listStandalone(principal.tenant) })),
  action(api.get, async ({ principal, params }) => standaloneDetail(principal.tenant, params.id)),
  action(api.qrcode, async ({ principal, params }) => {
    const url = `${await publicOrigin(principal.tenant)}${await standalonePathOf(principal.tenant, params.id)}`;
    return { url, qrcode: await qrSvgDataUrl(url) };
  }),
  // A booking guest link's QR code (shared/api/guest-forms.ts `qrcode`): here beside the standalone links' own, so the
  // QR code library (23 KB) stays out of the `guestforms` Lambda, which is at its bundle budget.
  action(guestApi.qrcode, async ({ tenant, event, query }) => {
    await throttleClient(event);
    const { ctx, guest } = await openToken(tenant, query.token);
    const url = `${await publicOrigin(tenant)}${guestLinkPath(ctx.booking.id, guest, query.token, ctx.multiGuestPage)}`;
    return { url, qrcode: await qrSvgDataUrl(url) };
  }),
  action(api.revoke, async ({ principal, params }) => revokeStandalone(principal.tenant, params.id)),
  action(api.open, async ({ tenant, event, params, query }) => {
    await throttleClient(event);
    return standaloneView(await openStandalone(tenant, params.id, query.token));
  }),
  action(api.save, async ({ tenant, event, params, body }) => {
    await throttleClient(event);
    const opened = await openStandalone(tenant, params.id, body.token);
    if (body.submit) await throttle(`GUESTFORM#STANDALONE#${tenant}#${params.id}`, { limit: STANDALONE_DAILY_SUBMITS, windowSeconds: 86400 });
    const { item, progress } = await saveStandalone(opened, {
      data: body.data,
      submit: body.submit === true,
      lang: languageOf(body.lang),
      ip: event.requestContext.http.sourceIp,
      userAgent: headerOf(event.headers, 'user-agent') ?? event.requestContext.http.userAgent,
    });
    return { form: item.form, guest: item.guest, state: item.state, progress, flags: item.flags, signatures: item.signatures.length };
  }),
];
