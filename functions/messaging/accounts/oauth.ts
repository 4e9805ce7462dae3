import { createHash, randomBytes } from 'node:crypto';
import type { MailServer, OAuthProvider } from '../../../shared/domain/mail/account';
import { config } from '../../config';

/**
 * The OAuth providers of mail accounts (docs/decisions/mail-accounts.md): the authorization-code flow with PKCE and
 * refresh tokens, the provider's SMTP (and IMAP) server used with XOAUTH2. `local` is the stand-in of `npm start` and
 * the tests (infra/local/oauth-stand-in.ts), which speaks the same flow.
 */
export interface ProviderSetup {
  authorizeUrl: string;
  tokenUrl: string;
  scope: string;
  clientId: string;
  clientSecret?: string;
  /** Extra authorization parameters (Google answers a refresh token only with offline access and consent). */
  extra: Record<string, string>;
  smtp: MailServer;
  imap?: MailServer;
}

const hostPort = (value: string | undefined): MailServer | undefined => {
  const m = /^([A-Za-z0-9.-]+):(\d{1,5})$/.exec(value ?? '');
  return m ? { host: m[1]!, port: Number(m[2]), security: 'none' } : undefined;
};

export class OAuthNotConfiguredError extends Error {
  override name = 'OAuthNotConfiguredError';
}

/** The provider's endpoints and the product's client there; throws when the product has no client for it. */
export function providerSetup(provider: OAuthProvider): ProviderSetup {
  if (provider === 'google') {
    const clientId = config('MAIL_OAUTH_GOOGLE_CLIENT_ID');
    if (!clientId) throw new OAuthNotConfiguredError('Google mail accounts are not set up for this installation');
    return {
      authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      scope: 'https://mail.google.com/',
      clientId,
      clientSecret: config('MAIL_OAUTH_GOOGLE_CLIENT_SECRET'),
      extra: { access_type: 'offline', prompt: 'consent' },
      smtp: { host: 'smtp.gmail.com', port: 465, security: 'tls' },
      imap: { host: 'imap.gmail.com', port: 993, security: 'tls' },
    };
  }
  if (provider === 'microsoft') {
    const clientId = config('MAIL_OAUTH_MICROSOFT_CLIENT_ID');
    if (!clientId) throw new OAuthNotConfiguredError('Microsoft mail accounts are not set up for this installation');
    return {
      authorizeUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
      tokenUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
      scope: 'offline_access https://outlook.office.com/SMTP.Send https://outlook.office.com/IMAP.AccessAsUser.All',
      clientId,
      clientSecret: config('MAIL_OAUTH_MICROSOFT_CLIENT_SECRET'),
      extra: {},
      smtp: { host: 'smtp.office365.com', port: 587, security: 'starttls' },
      imap: { host: 'outlook.office365.com', port: 993, security: 'tls' },
    };
  }
  const base = config('MAIL_OAUTH_LOCAL_URL');
  const smtp = hostPort(config('MAIL_LOCAL_SMTP'));
  if (!base || !smtp) throw new OAuthNotConfiguredError('The local OAuth stand-in is not running');
  return { authorizeUrl: `${base}/authorize`, tokenUrl: `${base}/token`, scope: 'mail', clientId: 'tidewise-local', extra: {}, smtp };
}

/** A PKCE pair (RFC 7636, S256). */
export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizationUrl(setup: ProviderSetup, opts: { state: string; redirectUri: string; challenge: string; loginHint?: string }): string {
  const url = new URL(setup.authorizeUrl);
  const params: Record<string, string> = {
    response_type: 'code',
    client_id: setup.clientId,
    redirect_uri: opts.redirectUri,
    scope: setup.scope,
    state: opts.state,
    code_challenge: opts.challenge,
    code_challenge_method: 'S256',
    ...(opts.loginHint ? { login_hint: opts.loginHint } : {}),
    ...setup.extra,
  };
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

export interface TokenAnswer {
  accessToken: string;
  refreshToken?: string;
  expiresAt: string;
}

/** The provider refused a refresh (`invalid_grant`: revoked or expired) or a code: the account must be connected again. */
export class OAuthRefusedError extends Error {
  override name = 'OAuthRefusedError';
  constructor(
    message: string,
    readonly error: string,
  ) {
    super(message);
  }
}

async function tokenCall(setup: ProviderSetup, body: Record<string, string>, now: Date): Promise<TokenAnswer> {
  const form = new URLSearchParams({ client_id: setup.clientId, ...(setup.clientSecret ? { client_secret: setup.clientSecret } : {}), ...body });
  const res = await fetch(setup.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: form.toString(),
    signal: AbortSignal.timeout(10_000),
  });
  const json = (await res.json().catch(() => ({}))) as {
    access_token?: string;
    refresh_token?: string;
    expires_in?: number;
    error?: string;
    error_description?: string;
  };
  if (res.status === 400 || res.status === 401) {
    throw new OAuthRefusedError(`${json.error ?? res.status}${json.error_description ? `: ${json.error_description}` : ''}`, json.error ?? String(res.status));
  }
  if (!res.ok || !json.access_token) throw new Error(`The token endpoint answered ${res.status}`);
  return {
    accessToken: json.access_token,
    ...(json.refresh_token ? { refreshToken: json.refresh_token } : {}),
    expiresAt: new Date(now.getTime() + (json.expires_in ?? 3600) * 1000).toISOString(),
  };
}

export const exchangeCode = (setup: ProviderSetup, code: string, redirectUri: string, verifier: string, now = new Date()) =>
  tokenCall(setup, { grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: verifier }, now);

export const refreshAccessToken = (setup: ProviderSetup, refreshToken: string, now = new Date()) =>
  tokenCall(setup, { grant_type: 'refresh_token', refresh_token: refreshToken }, now);
