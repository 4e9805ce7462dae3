import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { freePort } from './ports';

/**
 * The local OAuth provider of mail accounts (provider `local`; `npm start` and the tests; docs/decisions/mail-accounts.md):
 * the authorization-code flow as Google and Microsoft speak it. GET /authorize shows a consent page (the mailbox's
 * address prefilled from `login_hint`); its form posts to /authorize, which redirects to `redirect_uri` with `code`
 * and `state`. POST /token exchanges a code (client, redirect and PKCE S256 verifier checked, once) or a refresh token
 * for an access token (1 hour). `revoke(user)` (or POST /revoke with `user`) refuses that user's refresh tokens
 * (`invalid_grant`) and access tokens from then on, as a user removing the app's access does.
 */
export interface OAuthStandIn {
  url: string;
  /** Is this access token valid for this user (the SMTP stand-in's XOAUTH2 check)? */
  validAccessToken(user: string, token: string): boolean;
  revoke(user: string): void;
  /** Token calls seen (refresh counts). */
  calls: Array<{ grant: string; user?: string; ok: boolean }>;
  stop(): Promise<void>;
}

interface Code {
  user: string;
  clientId: string;
  redirectUri: string;
  challenge: string;
  expires: number;
}

const CLIENT_ID = 'tidewise-local';
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function body(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function json(res: ServerResponse, status: number, value: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(value));
}

export async function startOAuthStandIn(opts: { port?: number } = {}): Promise<OAuthStandIn> {
  const port = opts.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const codes = new Map<string, Code>();
  const refreshTokens = new Map<string, string>();
  const accessTokens = new Map<string, { user: string; expires: number }>();
  const revoked = new Set<string>();
  const calls: OAuthStandIn['calls'] = [];
  const token = () => randomBytes(24).toString('base64url');
  const issue = (user: string) => {
    const access = `at-${token()}`;
    accessTokens.set(access, { user, expires: Date.now() + 3600_000 });
    return access;
  };

  const server = createServer((req, res) => {
    void (async () => {
      const u = new URL(req.url ?? '/', url);
      if (u.pathname === '/authorize' && req.method === 'GET') {
        const q = u.searchParams;
        const fields = ['client_id', 'redirect_uri', 'state', 'code_challenge', 'code_challenge_method', 'scope'];
        const hidden = fields.map((f) => `<input type="hidden" name="${f}" value="${escape(q.get(f) ?? '')}">`).join('');
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local OAuth: allow access</title></head><body><main>` +
            `<h1>Allow Tidewise to send and read mail</h1><form method="post" action="/authorize">${hidden}` +
            `<label for="user">Mailbox</label> <input id="user" name="user" value="${escape(q.get('login_hint') ?? '')}">` +
            `<button type="submit">Allow</button></form></main></body></html>`,
        );
        return;
      }
      if (u.pathname === '/authorize' && req.method === 'POST') {
        const f = await body(req);
        const redirect = f.get('redirect_uri') ?? '';
        if (f.get('client_id') !== CLIENT_ID || !/^https?:\/\//.test(redirect) || f.get('code_challenge_method') !== 'S256') {
          return json(res, 400, { error: 'invalid_request' });
        }
        const code = `code-${token()}`;
        codes.set(code, {
          user: f.get('user') ?? '',
          clientId: CLIENT_ID,
          redirectUri: redirect,
          challenge: f.get('code_challenge') ?? '',
          expires: Date.now() + 60_000,
        });
        const back = new URL(redirect);
        back.searchParams.set('code', code);
        back.searchParams.set('state', f.get('state') ?? '');
        res.writeHead(302, { location: back.toString() });
        res.end();
        return;
      }
      if (u.pathname === '/token' && req.method === 'POST') {
        const f = await body(req);
        const grant = f.get('grant_type') ?? '';
        if (f.get('client_id') !== CLIENT_ID) return json(res, 401, { error: 'invalid_client' });
        if (grant === 'authorization_code') {
          const code = codes.get(f.get('code') ?? '');
          codes.delete(f.get('code') ?? '');
          const verifier = f.get('code_verifier') ?? '';
          const ok =
            code &&
            code.expires > Date.now() &&
            code.redirectUri === f.get('redirect_uri') &&
            createHash('sha256').update(verifier).digest('base64url') === code.challenge;
          calls.push({ grant, ...(code ? { user: code.user } : {}), ok: Boolean(ok) });
          if (!ok || !code) return json(res, 400, { error: 'invalid_grant', error_description: 'code unknown, used, expired or not this verifier' });
          revoked.delete(code.user);
          const refresh = `rt-${token()}`;
          refreshTokens.set(refresh, code.user);
          return json(res, 200, { access_token: issue(code.user), refresh_token: refresh, expires_in: 3600, token_type: 'Bearer', scope: 'mail' });
        }
        if (grant === 'refresh_token') {
          const user = refreshTokens.get(f.get('refresh_token') ?? '');
          const ok = user !== undefined && !revoked.has(user);
          calls.push({ grant, ...(user !== undefined ? { user } : {}), ok });
          if (!ok) return json(res, 400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
          return json(res, 200, { access_token: issue(user), expires_in: 3600, token_type: 'Bearer', scope: 'mail' });
        }
        return json(res, 400, { error: 'unsupported_grant_type' });
      }
      if (u.pathname === '/revoke' && req.method === 'POST') {
        const f = await body(req);
        standIn.revoke(f.get('user') ?? '');
        return json(res, 200, { revoked: f.get('user') });
      }
      json(res, 404, { error: 'not_found' });
    })().catch(() => json(res, 500, { error: 'server_error' }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const standIn: OAuthStandIn = {
    url,
    calls,
    validAccessToken: (user, t) => {
      const found = accessTokens.get(t);
      return Boolean(found && found.user === user && found.expires > Date.now() && !revoked.has(user));
    },
    revoke: (user) => {
      revoked.add(user);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return standIn;
}
