import { Badge, Button, Card, Field, Input, makeStyles, Select, Spinner, Subtitle1, Switch, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import type { PublicUser } from '../../../../shared/api/auth';
import { DEFAULT_DASHBOARD_DAYS, LANGUAGES, type Language } from '../../../../shared/constants';
import { isLanguage } from '../../../../shared/i18n/core';
import { ApiCallError } from '../../api/client';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { PasswordInput } from '../../components/PasswordInput/PasswordInput';
import { UnsavedChangesDialog } from '../../components/UnsavedChangesDialog/UnsavedChangesDialog';
import { fieldValidation, useForm } from '../../hooks/use-form';
import { useI18n } from '../../hooks/use-i18n';
import { changeOwnPassword, updateSelf, useSelf } from '../../hooks/use-self';
import { languageStore } from '../../i18n/language';
import { notify, notifyError } from '../../notices/notice-bus';
import { changePasswordForm, profileForm } from '../auth/form-schemas';

const useStyles = makeStyles({
  page: { maxWidth: '760px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  card: { padding: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalM, '@media (max-width: 600px)': { padding: tokens.spacingHorizontalM } },
  sectionTitle: { margin: 0 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  pair: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
});

interface ProfileForm extends Record<string, unknown> {
  name: string;
  phone: string;
  language: Language | '';
  showCustomersInBookingList: boolean;
  showInvertedCurrencyExchange: boolean;
  defaultDashboardDays: string;
  notifications: boolean;
}

const PROFILE_FORM_OPTIONS = { required: { name: 'validation.nameRequired' } } as const;

function profileValues(user: PublicUser): ProfileForm {
  return {
    name: user.name,
    phone: user.phone ?? '',
    language: user.settings.language ?? '',
    showCustomersInBookingList: user.settings.showCustomersInBookingList,
    showInvertedCurrencyExchange: user.settings.showInvertedCurrencyExchange,
    defaultDashboardDays: String(user.settings.defaultDashboardDays ?? DEFAULT_DASHBOARD_DAYS),
    notifications: user.notifications,
  };
}

/** /users/profile: the signed-in user's own details and settings, and the password change. */
export function ProfilePage() {
  const { t } = useI18n();
  const { data: user } = useSelf();
  const styles = useStyles();
  if (!user) return <Spinner label={t('common.loading')} />;
  return (
    <div className={styles.page}>
      <PageHeader title={t('profile.title')} />
      {/* A new version from the server (after saving) starts the form from the saved values. */}
      <ProfileDetails key={user.version} user={user} />
      <PasswordChange />
    </div>
  );
}

function ProfileDetails({ user }: { user: PublicUser }) {
  const styles = useStyles();
  const { t } = useI18n();
  const form = useForm<ProfileForm>(profileValues(user), profileForm, PROFILE_FORM_OPTIONS);
  const [busy, setBusy] = useState(false);
  const v = form.values;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.submit()) return;
    setBusy(true);
    try {
      const saved = await updateSelf({
        version: user.version,
        name: v.name.trim(),
        phone: v.phone.trim() || undefined,
        notifications: v.notifications,
        settings: {
          showCustomersInBookingList: v.showCustomersInBookingList,
          showInvertedCurrencyExchange: v.showInvertedCurrencyExchange,
          defaultDashboardDays: Number(v.defaultDashboardDays),
          ...(v.language ? { language: v.language } : {}),
        },
      });
      form.reset(profileValues(saved));
      if (saved.settings.language) languageStore.choose(saved.settings.language);
      notify({ intent: 'success', key: 'profile.saved' });
    } catch (err) {
      notifyError(err);
    }
    setBusy(false);
  };

  return (
    <Card className={styles.card}>
      <UnsavedChangesDialog when={form.dirty} />
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy} aria-labelledby="profile-details">
        <div className={styles.actions}>
          <Subtitle1 as="h2" id="profile-details" className={styles.sectionTitle}>
            {t('profile.details')}
          </Subtitle1>
          {form.dirty ? (
            <Badge appearance="tint" color="warning" data-testid="dirty-badge">
              {t('common.unsavedChanges')}
            </Badge>
          ) : null}
        </div>
        <div className={styles.pair}>
          <Field label={t('common.name')} required {...fieldValidation(form.issueOf('name'), t)}>
            <Input autoComplete="name" value={v.name} onChange={(_e, d) => form.set('name', d.value)} onBlur={() => form.blur('name')} />
          </Field>
          <Field label={t('common.email')} hint={t('profile.emailHint')}>
            <Input type="email" value={user.email} readOnly appearance="filled-darker" />
          </Field>
          <Field label={t('common.phone')} {...fieldValidation(form.issueOf('phone'), t)}>
            <Input type="tel" autoComplete="tel" value={v.phone} onChange={(_e, d) => form.set('phone', d.value)} onBlur={() => form.blur('phone')} />
          </Field>
          <Field label={t('common.language')}>
            <Select value={v.language} onChange={(_e, d) => form.set('language', isLanguage(d.value) ? d.value : '')}>
              {v.language === '' ? <option value="">–</option> : null}
              {LANGUAGES.map((l) => (
                <option key={l} value={l} lang={l}>
                  {t(`header.languageName.${l}`)}
                </option>
              ))}
            </Select>
          </Field>
        </div>

        <Subtitle1 as="h2" className={styles.sectionTitle}>
          {t('profile.settings')}
        </Subtitle1>
        <Switch
          label={t('profile.showCustomersInBookingList')}
          checked={v.showCustomersInBookingList}
          onChange={(_e, d) => form.set('showCustomersInBookingList', d.checked)}
        />
        <Switch
          label={t('profile.showInvertedCurrencyExchange')}
          checked={v.showInvertedCurrencyExchange}
          onChange={(_e, d) => form.set('showInvertedCurrencyExchange', d.checked)}
        />
        <Switch label={t('profile.notifications')} checked={v.notifications} onChange={(_e, d) => form.set('notifications', d.checked)} />
        <div className={styles.pair}>
          <Field label={t('profile.defaultDashboardDays')} required {...fieldValidation(form.issueOf('defaultDashboardDays'), t)}>
            <Input
              type="number"
              min={1}
              max={366}
              inputMode="numeric"
              value={v.defaultDashboardDays}
              onChange={(_e, d) => form.set('defaultDashboardDays', d.value)}
              onBlur={() => form.blur('defaultDashboardDays')}
            />
          </Field>
        </div>

        <div className={styles.actions}>
          <Button
            type="submit"
            appearance="primary"
            disabled={busy || !form.dirty}
            icon={busy ? <Spinner size="tiny" /> : undefined}
            data-testid="profile-save"
          >
            {busy ? t('common.saving') : t('common.save')}
          </Button>
          <Button type="button" disabled={busy || !form.dirty} onClick={() => form.reset(profileValues(user))}>
            {t('common.reset')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

interface PasswordChangeForm extends Record<string, unknown> {
  currentPassword: string;
  password: string;
  passwordRepeat: string;
}

const EMPTY_PASSWORDS: PasswordChangeForm = { currentPassword: '', password: '', passwordRepeat: '' };

function PasswordChange() {
  const styles = useStyles();
  const { t } = useI18n();
  const form = useForm<PasswordChangeForm>(EMPTY_PASSWORDS, changePasswordForm);
  const [busy, setBusy] = useState(false);
  const [wrongCurrent, setWrongCurrent] = useState(false);
  const v = form.values;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setWrongCurrent(false);
    if (!form.submit()) return;
    setBusy(true);
    try {
      await changeOwnPassword({ currentPassword: v.currentPassword, password: v.password, passwordRepeat: v.passwordRepeat });
      form.reset(EMPTY_PASSWORDS);
      notify({ intent: 'success', key: 'profile.passwordChanged' });
    } catch (err) {
      if (err instanceof ApiCallError && err.error.message === 'WRONG_PASSWORD') setWrongCurrent(true);
      else notifyError(err);
    }
    setBusy(false);
  };

  const currentIssue = wrongCurrent
    ? { validationMessage: t('errors.WRONG_PASSWORD'), validationState: 'error' as const }
    : fieldValidation(form.issueOf('currentPassword'), t);

  return (
    <Card className={styles.card}>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy} aria-labelledby="profile-password">
        <Subtitle1 as="h2" id="profile-password" className={styles.sectionTitle}>
          {t('profile.passwordTitle')}
        </Subtitle1>
        <Field label={t('profile.currentPassword')} required {...currentIssue}>
          <PasswordInput
            autoComplete="current-password"
            value={v.currentPassword}
            onChange={(_e, d) => form.set('currentPassword', d.value)}
            onBlur={() => form.blur('currentPassword')}
          />
        </Field>
        <div className={styles.pair}>
          <Field label={t('profile.newPassword')} required {...fieldValidation(form.issueOf('password'), t)}>
            <PasswordInput
              autoComplete="new-password"
              value={v.password}
              onChange={(_e, d) => form.set('password', d.value)}
              onBlur={() => form.blur('password')}
            />
          </Field>
          <Field label={t('common.passwordRepeat')} required {...fieldValidation(form.issueOf('passwordRepeat'), t)}>
            <PasswordInput
              autoComplete="new-password"
              value={v.passwordRepeat}
              onChange={(_e, d) => form.set('passwordRepeat', d.value)}
              onBlur={() => form.blur('passwordRepeat')}
            />
          </Field>
        </div>
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
            {t('profile.passwordSubmit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
