import * as z from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants';
import { ZUser } from '../domain/staff/user';
import { ANY_AUTHORIZED } from '../auth/permissions';
import { endpoint } from './endpoint';

/** Spec 1 section 3's `permissions.scope`: the scopes a user holds, own ones plus those of its active roles. */
export const ZUserPermissions = z.object({ scope: z.array(z.string()) });

/** A user as the API answers it: never the password hash; `scopes` here are the effective ones too. */
export const ZPublicUser = ZUser.extend({ id: z.string(), version: z.number().int(), permissions: ZUserPermissions });
export type PublicUser = z.infer<typeof ZPublicUser>;

/** Spec 1 section 5 messages; %minLength is filled in by the form helpers. */
export const ZPassword = z.string().min(MIN_PASSWORD_LENGTH, { message: 'Password must be longer than %minLength characters' }).max(200);
const ZEmail = z
  .string()
  .trim()
  .min(1, { message: 'E-Mail is required' })
  .pipe(z.email({ message: 'E-mail must be valid' }));
/** Browser fingerprint the web sends along with auth calls (spec 1 section 7); informational. */
const ZTs = z.string().max(200).optional();

export const ZLoginAnswer = z.object({
  token: z.string().min(51),
  /** Seconds until the token expires. */
  expiresIn: z.number().int(),
  user: ZPublicUser,
  version: z.string(),
});
export type LoginAnswer = z.infer<typeof ZLoginAnswer>;

export const ZSuccess = z.object({ success: z.literal(true) });

export const authEndpoints = {
  login: endpoint({
    id: 'auth.login',
    method: 'POST',
    path: '/api/auth/token',
    resource: 'auth',
    scopes: [],
    public: true,
    summary: 'Sign in with e-mail and password; club members sign in with isCRMUser',
    input: {
      body: z.strictObject({
        email: ZEmail,
        password: z.string().min(1, { message: 'Password is required' }).max(200),
        ts: ZTs,
        isCRMUser: z.boolean().optional(),
      }),
    },
    output: ZLoginAnswer,
  }),
  refresh: endpoint({
    id: 'auth.refresh',
    method: 'PUT',
    path: '/api/auth/token',
    resource: 'auth',
    scopes: [ANY_AUTHORIZED],
    summary: 'Exchange a valid token for a fresh one (the old one is revoked)',
    input: {},
    output: ZLoginAnswer,
  }),
  logout: endpoint({
    id: 'auth.logout',
    method: 'DELETE',
    path: '/api/auth/token',
    resource: 'auth',
    scopes: [ANY_AUTHORIZED],
    summary: 'Sign out: the token is revoked at once',
    input: {},
    output: ZSuccess,
  }),
  check: endpoint({
    id: 'auth.check',
    method: 'HEAD',
    path: '/api/auth/token',
    resource: 'auth',
    scopes: [ANY_AUTHORIZED],
    summary: 'Is the token still valid? Status only: 200 or 401',
    input: {},
    output: z.string(),
  }),
  resetPassword: endpoint({
    id: 'auth.resetPassword',
    method: 'POST',
    path: '/api/auth/password/reset',
    resource: 'auth',
    scopes: [],
    public: true,
    summary: 'Set a new password with the single-use reset token from the mail; signs the user in',
    input: {
      body: z.strictObject({
        email: ZEmail,
        password: ZPassword,
        token: z.string().min(1, { message: 'Token is required' }).max(500),
        passwordRepeat: z.string().optional(),
        isCRMUser: z.boolean().optional(),
        ts: ZTs,
      }),
    },
    output: ZLoginAnswer,
  }),
  requestReset: endpoint({
    id: 'auth.requestReset',
    method: 'PUT',
    path: '/api/auth/password/reset',
    resource: 'auth',
    scopes: [],
    public: true,
    summary: 'Request a password reset mail; the answer is the same whether or not the address exists',
    input: { body: z.strictObject({ email: ZEmail, isCRMUser: z.boolean().optional(), ts: ZTs }) },
    output: ZSuccess,
  }),
  register: endpoint({
    id: 'auth.register',
    method: 'POST',
    path: '/api/auth/register',
    resource: 'auth',
    scopes: [],
    public: true,
    summary: 'Register a club member (customer) or an agency user; the answer is the same whether or not the address is taken (a mail follows either way)',
    input: {
      body: z.strictObject({
        userType: z.enum(['customer', 'agency']),
        name: z.string().trim().min(1).max(200),
        email: ZEmail,
        password: ZPassword,
        phone: z.string().max(50).optional(),
        company: z.string().max(200).optional(),
        language: z.enum(['de', 'en']).optional(),
        ts: ZTs,
      }),
    },
    output: ZSuccess,
  }),
};

export const usersSelfEndpoints = {
  self: endpoint({
    id: 'users.self',
    method: 'GET',
    path: '/api/users/self',
    resource: 'users',
    scopes: [ANY_AUTHORIZED],
    summary: 'The signed-in user',
    input: {},
    output: ZPublicUser,
  }),
  updateSelf: endpoint({
    id: 'users.updateSelf',
    method: 'POST',
    path: '/api/users/self',
    resource: 'users',
    scopes: [ANY_AUTHORIZED],
    summary: 'Update the own profile (name, phone, settings)',
    input: {
      body: z.strictObject({
        version: z.number().int(),
        name: z.string().trim().min(1).max(200),
        phone: z.string().max(50).optional(),
        settings: ZUser.shape.settings.unwrap().partial().optional(),
        notifications: z.boolean().optional(),
      }),
    },
    output: ZPublicUser,
  }),
  changeOwnPassword: endpoint({
    id: 'users.changeOwnPassword',
    method: 'POST',
    path: '/api/users/self/password',
    resource: 'users',
    scopes: [ANY_AUTHORIZED],
    summary: 'Change the own password (the current one is required)',
    input: {
      body: z.strictObject({
        currentPassword: z.string().min(1, { message: 'Password is required' }),
        password: ZPassword,
        passwordRepeat: z.string().optional(),
      }),
    },
    output: ZSuccess,
  }),
  setPassword: endpoint({
    id: 'users.setPassword',
    method: 'POST',
    path: '/api/users/{id}/password',
    resource: 'users',
    scopes: ['users.update'],
    summary: "Set another user's password (administration); keepStatus keeps the user's verification state",
    input: { params: z.object({ id: z.string() }), body: z.strictObject({ email: ZEmail, password: ZPassword, keepStatus: z.boolean().optional(), ts: ZTs }) },
    output: ZSuccess,
  }),
  verify: endpoint({
    id: 'users.verify',
    method: 'POST',
    path: '/api/users/{id}/verify',
    resource: 'users',
    scopes: [],
    public: true,
    summary: 'Confirm an e-mail address with the token from the verification mail',
    input: {
      params: z.object({ id: z.string() }),
      body: z.strictObject({ token: z.string().min(1, { message: 'Token is required' }).max(500), isCRMUser: z.boolean().optional() }),
    },
    output: z.object({ verified: z.literal(true) }),
  }),
  resendVerification: endpoint({
    id: 'users.resendVerification',
    method: 'PUT',
    path: '/api/users/verify',
    resource: 'users',
    scopes: [],
    public: true,
    summary: 'Send the verification mail again; the answer is the same whether or not the address exists',
    input: { body: z.strictObject({ email: ZEmail, isCRMUser: z.boolean().optional() }) },
    output: ZSuccess,
  }),
};
