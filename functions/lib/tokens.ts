import { errors, jwtVerify, SignJWT } from 'jose';
import { ulid } from 'ulid';
import * as z from 'zod';
import { ZPrincipal, type Principal } from '../../shared/auth/principal';
import { TOKEN_TTL_MINUTES } from '../../shared/constants';
import { config } from '../config';
import { TokenExpiredError, UnauthorizedError } from '../../shared/errors';
import { signingKey } from './signing-key';

/** Pinned: a token signed with anything else (including `none`) is rejected. */
const ALGORITHM = 'HS256';
const ISSUER = 'tidewise';
const AUDIENCE = 'tidewise-api';
/**
 * Session token lifetime: short, so a stolen token is soon worthless; the web app refreshes it 120 s
 * before expiry (spec 1 section 4), so a user in the app stays signed in. TOKEN_TTL_MINUTES overrides it.
 */
export const DEFAULT_TOKEN_TTL_MINUTES = TOKEN_TTL_MINUTES.default;

/**
 * The configured lifetime in seconds; a malformed TOKEN_TTL_MINUTES is a deployment error and throws. At least
 * 5 minutes, or the web app would never refresh it (it refreshes lifetimes over 240 s only).
 */
export function tokenTtlSeconds(): number {
  const configured = config('TOKEN_TTL_MINUTES'); // checked from 5 to 1440 by the config schema
  return (configured === undefined ? DEFAULT_TOKEN_TTL_MINUTES : Number(configured)) * 60;
}

/** The principal travels in the token; the user id as the subject. */
const ZClaims = ZPrincipal.omit({ userId: true }).extend({ sub: z.string(), jti: z.string(), exp: z.number() });
export type TokenClaims = z.infer<typeof ZClaims>;

export interface IssuedToken {
  token: string;
  jti: string;
  expiresIn: number;
  expiresAt: number;
}

export async function issueToken(principal: Principal & { userId: string }, ttlSeconds = tokenTtlSeconds(), now = Date.now()): Promise<IssuedToken> {
  const jti = ulid(now);
  const iat = Math.floor(now / 1000);
  const expiresAt = iat + ttlSeconds;
  const token = await new SignJWT({
    tenant: principal.tenant,
    userType: principal.userType,
    scopes: principal.scopes,
    email: principal.email,
    name: principal.name,
    agencyId: principal.agencyId,
    customerId: principal.customerId,
    assets: principal.assets,
  })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(principal.userId)
    .setJti(jti)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(expiresAt)
    .sign(await signingKey());
  return { token, jti, expiresIn: ttlSeconds, expiresAt };
}

/** Verifies signature, algorithm, issuer, audience and expiry; answers the claims or throws 401. */
export async function verifyToken(token: string): Promise<TokenClaims> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(), { algorithms: [ALGORITHM], issuer: ISSUER, audience: AUDIENCE });
    const claims = ZClaims.safeParse(payload);
    if (!claims.success) throw new UnauthorizedError('The token does not carry the expected claims');
    return claims.data;
  } catch (err) {
    if (err instanceof errors.JWTExpired) throw new TokenExpiredError();
    if (err instanceof UnauthorizedError) throw err;
    throw new UnauthorizedError('The token is not valid');
  }
}

export function principalFromClaims(claims: TokenClaims): Principal & { userId: string } {
  return {
    userId: claims.sub,
    tenant: claims.tenant,
    userType: claims.userType,
    scopes: claims.scopes,
    email: claims.email,
    name: claims.name,
    agencyId: claims.agencyId,
    customerId: claims.customerId,
    assets: claims.assets,
  };
}
