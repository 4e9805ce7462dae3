import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, Select, Spinner, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useParams } from '../sign-in-location';
import { LANGUAGES, type Language } from '../../../../shared/constants';
import { isLanguage } from '../../../../shared/i18n/core';
import { AppLink } from '../SignInLink';
import { AuthCard } from '../../components/AuthCard/AuthCard';
import { PasswordInput } from '../../components/PasswordInput/PasswordInput';
import { fieldValidation, useForm } from '../../hooks/use-form';
import { useI18n } from '../../hooks/use-i18n';
import { notifyError } from '../../notices/notice-bus';
import { register } from '../../session/auth-api';
import { SignInNotFound } from '../SignInNotFound';
import { registerForm } from '../../pages/auth/form-schemas';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  submit: { marginTop: tokens.spacingVerticalS },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, alignItems: 'baseline' },
});

type UserType = 'customer' | 'agency';

interface RegisterForm extends Record<string, unknown> {
  name: string;
  company: string;
  email: string;
  phone: string;
  password: string;
  passwordRepeat: string;
  language: Language;
}

const REGISTER_FORM_OPTIONS = { required: { name: 'validation.nameRequired' } } as const;

/** /register/customer (club account) and /register/agency; a confirmation mail follows. */
export function RegisterPage() {
  const { userType } = useParams();
  if (userType !== 'customer' && userType !== 'agency') return <SignInNotFound />;
  return <RegisterForm userType={userType} />;
}

function RegisterForm({ userType }: { userType: UserType }) {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const form = useForm<RegisterForm>(
    { name: '', company: '', email: '', phone: '', password: '', passwordRepeat: '', language: lang },
    registerForm,
    REGISTER_FORM_OPTIONS,
  );
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const loginPath = userType === 'customer' ? '/club/login' : '/login';

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.submit()) return;
    setBusy(true);
    try {
      const v = form.values;
      await register({
        userType,
        name: v.name.trim(),
        email: v.email,
        password: v.password,
        language: v.language,
        phone: v.phone.trim() || undefined,
        company: userType === 'agency' ? v.company.trim() || undefined : undefined,
      });
      setDone(true);
    } catch (err) {
      notifyError(err);
    }
    setBusy(false);
  };

  const bind = (field: keyof RegisterForm & string) => ({
    name: field,
    value: String(form.values[field]),
    onChange: (_e: unknown, d: { value: string }) => form.set(field, d.value),
    onBlur: () => form.blur(field),
  });

  return (
    <AuthCard
      title={t(`register.title.${userType}`)}
      intro={done ? undefined : t('register.intro')}
      footer={
        <div className={styles.row}>
          <span>{t('register.haveAccount')}</span>
          <AppLink to={loginPath}>{t('register.toLogin')}</AppLink>
        </div>
      }
    >
      <div aria-live="polite">
        {done ? (
          <MessageBar intent="success" data-testid="register-success">
            <MessageBarBody>{t('register.success')}</MessageBarBody>
          </MessageBar>
        ) : null}
      </div>
      {done ? null : (
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy}>
          <Field label={t('common.name')} required {...fieldValidation(form.issueOf('name'), t)}>
            <Input autoComplete="name" autoFocus {...bind('name')} />
          </Field>
          {userType === 'agency' ? (
            <Field label={t('common.company')} {...fieldValidation(form.issueOf('company'), t)}>
              <Input autoComplete="organization" {...bind('company')} />
            </Field>
          ) : null}
          <Field label={t('common.email')} required {...fieldValidation(form.issueOf('email'), t)}>
            <Input type="email" autoComplete="email" {...bind('email')} />
          </Field>
          <Field label={t('common.phone')} {...fieldValidation(form.issueOf('phone'), t)}>
            <Input type="tel" autoComplete="tel" {...bind('phone')} />
          </Field>
          <Field label={t('common.password')} required {...fieldValidation(form.issueOf('password'), t)}>
            <PasswordInput autoComplete="new-password" {...bind('password')} />
          </Field>
          <Field label={t('common.passwordRepeat')} required {...fieldValidation(form.issueOf('passwordRepeat'), t)}>
            <PasswordInput autoComplete="new-password" {...bind('passwordRepeat')} />
          </Field>
          <Field label={t('common.language')}>
            <Select value={form.values.language} onChange={(_e, d) => isLanguage(d.value) && form.set('language', d.value)}>
              {LANGUAGES.map((l) => (
                <option key={l} value={l} lang={l}>
                  {t(`header.languageName.${l}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Button type="submit" appearance="primary" className={styles.submit} disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
            {busy ? t('register.submitting') : t('register.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
