import { beforeAll, describe, expect, it } from 'vitest';
import { formIssues } from '../../hooks/use-form';
import { loadDictionary, translator } from '../../i18n/dictionary';
import { changePasswordForm, loginForm, profileForm, registerForm, requestResetForm, resetPasswordForm } from './form-schemas';

beforeAll(async () => {
  await Promise.all([loadDictionary('en'), loadDictionary('de')]);
});

/** What a form shows for its values, in one language: field -> text. */
function shown(
  schema: Parameters<typeof formIssues>[0],
  values: Record<string, unknown>,
  lang: 'de' | 'en' = 'en',
  required?: Record<string, 'validation.nameRequired'>,
) {
  const t = translator(lang);
  return Object.fromEntries(Object.entries(formIssues(schema, values, required)).map(([field, m]) => [field, t(m!.key, m!.params)]));
}

describe("the auth forms check with the endpoints' zod schemas and the spec's texts", () => {
  it('sign-in', () => {
    expect(shown(loginForm, { email: '', password: '' })).toEqual({ email: 'E-Mail is required', password: 'Password is required' });
    expect(shown(loginForm, { email: 'nobody', password: 'x' })).toEqual({ email: 'E-mail must be valid' });
    expect(shown(loginForm, { email: 'a@demo.test', password: 'x' })).toEqual({});
    expect(shown(loginForm, { email: '', password: '' }, 'de')).toEqual({ email: 'E-Mail ist erforderlich', password: 'Passwort ist erforderlich' });
  });

  it('the password forms', () => {
    expect(shown(requestResetForm, { email: '', password: '', passwordRepeat: '', token: '' })).toEqual({ email: 'E-Mail is required' });
    expect(shown(resetPasswordForm, { email: 'a@demo.test', password: 'abc', passwordRepeat: 'abcd', token: '' })).toEqual({
      password: 'Password must be longer than 4 characters',
      passwordRepeat: 'Passwords must match',
      token: 'Token is required',
    });
    expect(shown(resetPasswordForm, { email: 'a@demo.test', password: 'abcde', passwordRepeat: 'abcde', token: 't' })).toEqual({});
    expect(shown(changePasswordForm, { currentPassword: '', password: 'abcde', passwordRepeat: 'abcdf' }, 'de')).toEqual({
      currentPassword: 'Passwort ist erforderlich',
      passwordRepeat: 'Die Passwörter müssen übereinstimmen',
    });
  });

  it('registration and profile', () => {
    const values = { name: ' ', company: '', email: 'a@demo.test', phone: 'x'.repeat(51), password: 'abcde', passwordRepeat: 'abcde', language: 'en' };
    expect(shown(registerForm, values, 'en', { name: 'validation.nameRequired' })).toEqual({ name: 'Name is required', phone: 'Enter at most 50 characters' });
    expect(shown(profileForm, { name: 'Ada', phone: '', defaultDashboardDays: '' })).toEqual({ defaultDashboardDays: 'This field is required' });
    expect(shown(profileForm, { name: 'Ada', phone: '', defaultDashboardDays: '0' })).toEqual({ defaultDashboardDays: 'The value must be at least 1' });
    expect(shown(profileForm, { name: 'Ada', phone: '', defaultDashboardDays: '367' })).toEqual({ defaultDashboardDays: 'The value must be at most 366' });
    expect(shown(profileForm, { name: 'Ada', phone: '', defaultDashboardDays: '1.5' })).toEqual({ defaultDashboardDays: 'Enter a whole number' });
    expect(shown(profileForm, { name: 'Ada', phone: '', defaultDashboardDays: '30' })).toEqual({});
  });
});
