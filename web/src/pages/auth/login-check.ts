import type { PathMessage } from '../../components/ResourceForm/zod-messages';

/** zod's e-mail pattern (zod/v4/core/regexes.js `email`), the one the login endpoint's body checks with. */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const MAX_PASSWORD = 200;

/**
 * The sign-in form's check: the login endpoint's body rules (shared/api/auth.ts) and the messages its schema gives,
 * written out so that the sign-in page loads without zod (docs/decisions/web.md "First load").
 * login-check.test.ts holds it to the schema (form-schemas.ts loginForm) field by field.
 */
export function loginIssues(values: { email: string; password: string }): PathMessage[] {
  const out: PathMessage[] = [];
  const email = values.email.trim();
  if (email === '') out.push({ path: 'email', message: { key: 'validation.emailRequired' } });
  else if (!EMAIL.test(email)) out.push({ path: 'email', message: { key: 'validation.emailInvalid' } });
  if (values.password === '') out.push({ path: 'password', message: { key: 'validation.passwordRequired' } });
  else if (values.password.length > MAX_PASSWORD) out.push({ path: 'password', message: { key: 'validation.maxLength', params: { maxLength: MAX_PASSWORD } } });
  return out;
}
