import { Button, Caption1, Field, Input, Link, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useMemo, useState, type FormEvent } from 'react';
import { useAppNavigate, useLocation, useSearchParams } from '../sign-in-location';
import { CLUB_HOME_PATH, HOME_PATH, isClubPath, loginPathFor } from '../../../../shared/auth/route-guard';
import { AppLink } from '../SignInLink';
import { AuthCard } from '../../components/AuthCard/AuthCard';
import { PasswordInput } from '../../components/PasswordInput/PasswordInput';
import { fieldValidation, useForm } from '../../hooks/use-form';
import { useI18n } from '../../hooks/use-i18n';
import { notify, notifyError } from '../../notices/notice-bus';
import { requestPasswordReset, resetPassword } from '../../session/auth-api';
import { signIn } from '../../session/session';
import { requestResetForm, resetPasswordForm } from '../../pages/auth/form-schemas';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  submit: { marginTop: tokens.spacingVerticalS },
  hint: { color: tokens.colorNeutralForeground3 },
  toggle: { alignSelf: 'flex-start' },
});

/** The password form model of spec 1 section 3. */
interface PasswordForm extends Record<string, unknown> {
  email: string;
  password: string;
  passwordRepeat: string;
  token: string;
}

/**
 * /password/reset and /club/password/reset (spec 1 section 2). Reset-request mode asks for the
 * e-mail; save mode (a token in the query, or forced) sets the new password. The token and e-mail of
 * the mail's link prefill their fields and lock them. A saved password signs the user in.
 */
export function PasswordResetPage() {
  const [search] = useSearchParams();
  const queryToken = search.get('token') ?? '';
  const queryEmail = search.get('email') ?? '';
  // A new link (other token or address) starts a fresh form.
  return <PasswordResetForm key={`${queryToken}|${queryEmail}`} queryToken={queryToken} queryEmail={queryEmail} />;
}

function PasswordResetForm({ queryToken, queryEmail }: { queryToken: string; queryEmail: string }) {
  const styles = useStyles();
  const { t } = useI18n();
  const { pathname } = useLocation();
  const navigate = useAppNavigate();
  const club = isClubPath(pathname);
  const [forced, setForced] = useState(false);
  const saveMode = queryToken !== '' || forced;

  const form = useForm<PasswordForm>(
    { email: queryEmail, password: '', passwordRepeat: '', token: queryToken },
    saveMode ? resetPasswordForm : requestResetForm,
  );
  const [busy, setBusy] = useState(false);
  const locked = useMemo(() => ({ email: queryEmail !== '', token: queryToken !== '' }), [queryEmail, queryToken]);

  const onRequest = async () => {
    try {
      await requestPasswordReset({ email: form.values.email, isCRMUser: club });
      notify({ intent: 'success', key: 'password.requestSucceeded' });
    } catch {
      notify({ intent: 'error', key: 'password.requestFailed' });
    }
  };

  const onSave = async () => {
    try {
      const answer = await resetPassword({ ...form.values, isCRMUser: club });
      // The answer signs the user in; a non-guest goes to the area's home.
      const signedIn = answer.user.userType !== 'guest' && signIn(answer);
      notify({ intent: 'success', key: 'password.saved' });
      navigate(signedIn ? (club ? CLUB_HOME_PATH : HOME_PATH) : loginPathFor(pathname), { replace: true });
    } catch (err) {
      notifyError(err);
    }
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.submit()) return;
    setBusy(true);
    await (saveMode ? onSave() : onRequest());
    setBusy(false);
  };

  const lockedHint = (on: boolean) => (on ? <Caption1 className={styles.hint}>{t('password.lockedHint')}</Caption1> : null);

  return (
    <AuthCard
      title={saveMode ? t('password.saveTitle') : t('password.requestTitle')}
      intro={saveMode ? (locked.token ? t('password.saveIntroLocked') : t('password.saveIntro')) : t('password.requestIntro')}
      footer={
        <>
          {!club && !queryToken ? (
            <Link as="button" type="button" onClick={() => setForced((f) => !f)} data-testid="toggle-mode" className={styles.toggle}>
              {saveMode ? t('password.needToken') : t('password.haveToken')}
            </Link>
          ) : null}
          <AppLink to={loginPathFor(pathname)}>{t('password.toLogin')}</AppLink>
        </>
      }
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy} data-testid={saveMode ? 'password-save-form' : 'password-request-form'}>
        {saveMode && !club ? (
          <Field label={t('password.token')} required hint={lockedHint(locked.token)} {...fieldValidation(form.issueOf('token'), t)}>
            <Input
              name="token"
              autoComplete="off"
              readOnly={locked.token}
              appearance={locked.token ? 'filled-darker' : 'outline'}
              value={form.values.token}
              onChange={(_e, d) => form.set('token', d.value)}
              onBlur={() => form.blur('token')}
            />
          </Field>
        ) : null}
        <Field label={t('common.email')} required hint={saveMode ? lockedHint(locked.email) : undefined} {...fieldValidation(form.issueOf('email'), t)}>
          <Input
            type="email"
            name="email"
            autoComplete="username"
            readOnly={locked.email}
            appearance={locked.email ? 'filled-darker' : 'outline'}
            autoFocus={!locked.email}
            value={form.values.email}
            onChange={(_e, d) => form.set('email', d.value)}
            onBlur={() => form.blur('email')}
          />
        </Field>
        {saveMode ? (
          <>
            <Field label={t('common.password')} required {...fieldValidation(form.issueOf('password'), t)}>
              <PasswordInput
                name="password"
                autoComplete="new-password"
                autoFocus={locked.email}
                value={form.values.password}
                onChange={(_e, d) => form.set('password', d.value)}
                onBlur={() => form.blur('password')}
              />
            </Field>
            <Field label={t('common.passwordRepeat')} required {...fieldValidation(form.issueOf('passwordRepeat'), t)}>
              <PasswordInput
                name="passwordRepeat"
                autoComplete="new-password"
                value={form.values.passwordRepeat}
                onChange={(_e, d) => form.set('passwordRepeat', d.value)}
                onBlur={() => form.blur('passwordRepeat')}
              />
            </Field>
          </>
        ) : null}
        <Button type="submit" appearance="primary" className={styles.submit} disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
          {saveMode ? t('password.saveSubmit') : t('password.requestSubmit')}
        </Button>
      </form>
    </AuthCard>
  );
}
