import { errors, jwtVerify, SignJWT } from 'jose';
import { ulid } from 'ulid';
import { z } from 'zod';
import { ZPrincipal, type Principal } from '../../shared/auth/principal';
import { TokenExpiredError, UnauthorizedError } from './errors';
import { signingKey } from './signing-key';

/** Pinned: a token signed with anything else (including `none`) is rejected. */
const ALGORITHM = 'HS256';
const ISSUER = 'tidewise';
const AUDIENCE = 'tidewise-api';
export const DEFAULT_TOKEN_TTL_SECONDS = 8 * 3600;

/** The principal travels in the token; the user id as the subject. */
const ZClaims = ZPrincipal.omit({ userId: true }).extend({ sub: z.string(), jti: z.string(), exp: z.number() });
export type TokenClaims = z.infer<typeof ZClaims>;

export interface IssuedToken {
  token: string;
  jti: string;
  expiresIn: number;
  expiresAt: number;
}

export async function issueToken(principal: Principal & { userId: string }, ttlSeconds = DEFAULT_TOKEN_TTL_SECONDS, now = Date.now()): Promise<IssuedToken> {
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
