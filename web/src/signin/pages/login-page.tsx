import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useAppNavigate, useLocation, useSearchParams } from '../sign-in-location';
import { CLUB_HOME_PATH, HOME_PATH, isClubPath, isInternalLocation, REDIRECT_PARAM } from '../../../../shared/auth/route-guard';
import type { Translate } from '../../../../shared/i18n/core';
import { ApiCallError } from '../../api/client';
import { AppLink } from '../SignInLink';
import { AuthCard } from '../../components/AuthCard/AuthCard';
import { PasswordInput } from '../../components/PasswordInput/PasswordInput';
import { fieldValidation, useForm } from '../../hooks/use-form';
import { useI18n } from '../../hooks/use-i18n';
import { loginIssues } from '../../pages/auth/login-check';
import { errorNotice } from '../../notices/notice-bus';
import { login } from '../../session/auth-api';
import { signIn } from '../../session/session';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  submit: { marginTop: tokens.spacingVerticalS },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, alignItems: 'baseline' },
});

/** What the login page says about a failed sign-in. */
function loginError(err: unknown, t: Translate): string {
  if (err instanceof ApiCallError) {
    if (err.status === 401) return t('login.wrongCredentials');
    if (err.status === 429) return t('login.tooManyAttempts', { seconds: Math.max(1, Math.ceil(err.error.retryAfter ?? 60)) });
  }
  const notice = errorNotice(err);
  return t(notice.key, notice.params);
}

/**
 * /login (staff) and /club/login (club members, isCRMUser): e-mail and password, Enter submits.
 * After sign-in it continues where the guest wanted to go, else to the area's home.
 */
export function LoginPage() {
  const styles = useStyles();
  const { t } = useI18n();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const navigate = useAppNavigate();
  const club = isClubPath(pathname);
  const form = useForm({ email: '', password: '' }, loginIssues);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!form.submit()) return;
    setBusy(true);
    try {
      const answer = await login({ email: form.values.email, password: form.values.password, isCRMUser: club });
      if (!signIn(answer)) throw new Error('The server answered without a usable token');
      const wanted = search.get(REDIRECT_PARAM);
      const home = club ? CLUB_HOME_PATH : HOME_PATH;
      // Only a location inside the app, and only within the area the user signed in to.
      navigate(isInternalLocation(wanted) && isClubPath(wanted) === club ? wanted : home, { replace: true });
    } catch (err) {
      setError(loginError(err, t));
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={club ? t('login.clubTitle') : t('login.title')}
      intro={club ? t('login.clubIntro') : t('login.intro')}
      footer={
        <>
          <AppLink to={club ? '/club/password/reset' : '/password/reset'}>{t('login.forgotPassword')}</AppLink>
          <div className={styles.row}>
            <span>{t('login.noAccount')}</span>
            <AppLink to={club ? '/register/customer' : '/register/agency'}>{club ? t('login.registerClub') : t('login.registerAgency')}</AppLink>
          </div>
          <AppLink to={club ? '/login' : '/club/login'}>{club ? t('login.toStaff') : t('login.toClub')}</AppLink>
        </>
      }
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy}>
        <div aria-live="assertive">
          {error ? (
            <MessageBar intent="error" data-testid="login-error">
              <MessageBarBody>{error}</MessageBarBody>
            </MessageBar>
          ) : null}
        </div>
        <Field label={t('common.email')} required {...fieldValidation(form.issueOf('email'), t)}>
          <Input
            type="email"
            name="email"
            autoComplete="username"
            autoFocus
            value={form.values.email}
            onChange={(_e, d) => form.set('email', d.value)}
            onBlur={() => form.blur('email')}
          />
        </Field>
        <Field label={t('common.password')} required {...fieldValidation(form.issueOf('password'), t)}>
          <PasswordInput
            name="password"
            autoComplete="current-password"
            value={form.values.password}
            onChange={(_e, d) => form.set('password', d.value)}
            onBlur={() => form.blur('password')}
          />
        </Field>
        <Button type="submit" appearance="primary" className={styles.submit} disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
          {busy ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
