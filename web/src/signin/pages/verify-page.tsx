import { Body1, Button, Field, Input, makeStyles, MessageBar, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useParams, useSearchParams } from '../sign-in-location';
import { isClubPath, loginPathFor } from '../../../../shared/auth/route-guard';
import { ApiCallError } from '../../api/client';
import { AppLink } from '../SignInLink';
import { AuthCard } from '../../components/AuthCard/AuthCard';
import { fieldValidation, useForm } from '../../hooks/use-form';
import { useI18n } from '../../hooks/use-i18n';
import { notify, notifyError } from '../../notices/notice-bus';
import { resendVerification, verifyUser } from '../../session/auth-api';
import { requestResetForm } from '../../pages/auth/form-schemas';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  submit: { alignSelf: 'flex-start' },
});

type Outcome = 'working' | 'verified' | 'failed' | 'missingToken';

/**
 * /user/:id/verify and /club/user/:id/verify: confirms the address with the mail's token, shows the
 * outcome, and offers a new mail when the link did not work.
 */
export function VerifyPage() {
  const styles = useStyles();
  const { t } = useI18n();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const club = isClubPath(pathname);
  const token = search.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>(token ? 'working' : 'missingToken');
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef('');
  const form = useForm({ email: '' }, requestResetForm);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // The token is single-use: verify once per link, even when effects run twice (StrictMode).
    if (!token || started.current === `${id}|${token}`) return;
    started.current = `${id}|${token}`;
    verifyUser({ id, token, isCRMUser: club }).then(
      () => setOutcome('verified'),
      (err: unknown) => {
        setOutcome('failed');
        setFailure(err instanceof ApiCallError && err.error.message !== 'VERIFY_TOKEN_INVALID' ? err.error.description : null);
      },
    );
  }, [id, token, club]);

  const onResend = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.submit()) return;
    setBusy(true);
    try {
      await resendVerification({ email: form.values.email, isCRMUser: club });
      notify({ intent: 'success', key: 'verify.resent' });
    } catch (err) {
      notifyError(err);
    }
    setBusy(false);
  };

  return (
    <AuthCard title={t('verify.title')} footer={<AppLink to={loginPathFor(pathname)}>{t('verify.toLogin')}</AppLink>}>
      <div aria-live="polite" data-testid="verify-outcome">
        {outcome === 'working' ? <Spinner size="small" label={t('verify.working')} /> : null}
        {outcome === 'verified' ? (
          <MessageBar intent="success">
            <MessageBarBody>{t('verify.success')}</MessageBarBody>
          </MessageBar>
        ) : null}
        {outcome === 'failed' || outcome === 'missingToken' ? (
          <MessageBar intent="error">
            <MessageBarBody>
              {outcome === 'failed' ? t('verify.failed') : t('verify.missingToken')}
              {failure ? ` (${failure})` : ''}
            </MessageBarBody>
          </MessageBar>
        ) : null}
      </div>
      {outcome === 'failed' || outcome === 'missingToken' ? (
        <form className={styles.form} onSubmit={onResend} noValidate aria-busy={busy}>
          <Body1>{t('verify.resendIntro')}</Body1>
          <Field label={t('common.email')} required {...fieldValidation(form.issueOf('email'), t)}>
            <Input
              type="email"
              autoComplete="email"
              value={form.values.email}
              onChange={(_e, d) => form.set('email', d.value)}
              onBlur={() => form.blur('email')}
            />
          </Field>
          <Button type="submit" className={styles.submit} disabled={busy}>
            {t('verify.resend')}
          </Button>
        </form>
      ) : null}
    </AuthCard>
  );
}
