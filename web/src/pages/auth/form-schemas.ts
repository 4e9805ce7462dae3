import { z } from 'zod';
import { authEndpoints, usersSelfEndpoints } from '../../../../shared/api/auth';
import { ZUserSettings } from '../../../../shared/domain/staff/user';

/**
 * The auth forms check their values with the endpoints' own input schemas (the texts of spec 1
 * section 5 live there), translated by components/ResourceForm/zod-messages.ts like every other
 * form. A form holds only some of a body's fields, so its schema takes the body's field schemas
 * (not the strict body, which would refuse the fields a form adds, such as passwordRepeat).
 */

const login = authEndpoints.login.input.body.shape;
const reset = authEndpoints.resetPassword.input.body.shape;
const registration = authEndpoints.register.input.body.shape;

/** "Passwords must match" (spec 1 section 5): the repeat field of the forms that set a password. */
const repeated = (v: { password?: unknown; passwordRepeat?: unknown }) => v.password === v.passwordRepeat;

export function withPasswordRepeat<S extends z.ZodRawShape & { password: z.ZodType<string> }>(shape: S) {
  const form = z.object({ ...shape, passwordRepeat: z.string() });
  return form.refine(repeated, { message: 'Passwords must match', path: ['passwordRepeat'] });
}

export const loginForm = z.object({ email: login.email, password: login.password });

/** Reset-request mode asks for the address only. */
export const requestResetForm = z.object({ email: authEndpoints.requestReset.input.body.shape.email });

/** Save mode: the new password with the mail's token. */
export const resetPasswordForm = withPasswordRepeat({ email: reset.email, password: reset.password, token: reset.token });

export const registerForm = withPasswordRepeat({
  name: registration.name,
  company: registration.company,
  email: registration.email,
  phone: registration.phone,
  password: registration.password,
  language: registration.language,
});

const self = usersSelfEndpoints.updateSelf.input.body.shape;
/** The number field holds text: empty is "nothing entered", anything else is checked as the number it reads. */
const dashboardDays = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : undefined),
  ZUserSettings.shape.defaultDashboardDays.unwrap(),
);

/** The own profile; the form holds the settings flat. */
export const profileForm = z.object({ name: self.name, phone: self.phone, defaultDashboardDays: dashboardDays });

export const changePasswordForm = withPasswordRepeat({
  currentPassword: usersSelfEndpoints.changeOwnPassword.input.body.shape.currentPassword,
  password: usersSelfEndpoints.changeOwnPassword.input.body.shape.password,
});
