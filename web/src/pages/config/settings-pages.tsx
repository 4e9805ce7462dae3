import { Body1, Caption1, Card, CardHeader, makeStyles, MessageBar, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import { ChevronRightRegular, SettingsRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ERROR_MESSAGES } from '../../../../shared/api/error-codes';
import { passesAny } from '../../../../shared/auth/permissions';
import { SETTINGS_GROUP_NAMES, SETTINGS_GROUPS, ZCompany, type SettingsGroupName } from '../../../../shared/domain/settings/settings';
import { ApiCallError } from '../../api/client';
import { AppLink } from '../../components/AppLink/AppLink';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { ConflictDialog } from '../../components/ResourceForm/ConflictDialog';
import { serverFieldErrors } from '../../components/ResourceForm/ResourceForm';
import { SchemaForm, type SubmitOutcome } from '../../components/ResourceForm/SchemaForm';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import { errorNotice, notify, notifyError } from '../../notices/notice-bus';
import { COMPANY_FORM, SETTINGS_GROUP_FORMS } from '../../resources/settings-groups';
import {
  reloadCompany,
  reloadSettingsGroup,
  saveCompany,
  saveSettingsGroup,
  useCompany,
  useSettingsGroup,
  type CompanyAnswer,
} from '../../resources/use-settings';
import { MailAccounts } from '../mail/mail-accounts';
import { useRouteTitle } from '../resources/resource-pages';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '1100px' },
  cards: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: tokens.spacingHorizontalL },
  card: { height: '100%' },
  icon: { fontSize: '24px', color: tokens.colorBrandForeground1 },
  hint: { color: tokens.colorNeutralForeground3 },
});

const isGroup = (name: string | undefined): name is SettingsGroupName => !!name && (SETTINGS_GROUP_NAMES as readonly string[]).includes(name);

/** The outcome of a failed save: field errors at their fields, a conflict as the dialog, else a notice. */
function failedSave(err: unknown, onConflict: () => void): SubmitOutcome {
  if (err instanceof ApiCallError && err.error.message === ERROR_MESSAGES.versionConflict) {
    onConflict();
    return { ok: false };
  }
  if (err instanceof ApiCallError) {
    // Group values come back as body.values.<key>: the form's fields are the values.
    const fields = Object.fromEntries(Object.entries(serverFieldErrors(err)).map(([p, m]) => [p.replace(/^values\./, ''), m]));
    if (Object.keys(fields).length > 0) {
      notify({ intent: 'error', key: 'errors.ValidationError' });
      return { ok: false, fieldErrors: fields };
    }
  }
  notifyError(err);
  return { ok: false };
}

/** /config: the settings groups to choose from. */
export function SettingsOverviewPage() {
  const styles = useStyles();
  const { t } = useI18n();
  const title = useRouteTitle();
  return (
    <section className={styles.root} data-testid="settings-overview">
      <PageHeader title={title} />
      <Body1>{t('settings.intro')}</Body1>
      <div className={styles.cards}>
        {SETTINGS_GROUP_NAMES.map((group) => (
          <Card key={group} className={styles.card}>
            <CardHeader
              image={<SettingsRegular className={styles.icon} aria-hidden />}
              header={
                <AppLink to={`/config/settings/${group}`} data-testid={`settings-group-${group}`}>
                  {t(`settings.group.${group}`)}
                </AppLink>
              }
              description={<Caption1 className={styles.hint}>{t(`settings.groupHint.${group}`)}</Caption1>}
              action={<ChevronRightRegular aria-hidden />}
            />
          </Card>
        ))}
      </div>
    </section>
  );
}

/** One settings group as a form generated from its schema; the group's version guards the save. */
export function SettingsGroupForm({ group, heading }: { group: SettingsGroupName; heading: string }) {
  const styles = useStyles();
  const { t } = useI18n();
  const { data, error, mutate } = useSettingsGroup(group);
  const [conflict, setConflict] = useState(false);

  const submit = async (payload: Record<string, unknown>): Promise<SubmitOutcome> => {
    if (!data) return { ok: false };
    try {
      await saveSettingsGroup(group, data.version, payload);
      notify({ intent: 'success', key: 'settings.saved' });
      return { ok: true };
    } catch (err) {
      return failedSave(err, () => setConflict(true));
    }
  };

  return (
    <section className={styles.root} data-testid={`settings-${group}`}>
      <PageHeader title={heading} />
      {error && !data ? (
        <MessageBar intent="error">
          <MessageBarBody>{t(errorNotice(error).key, errorNotice(error).params)}</MessageBarBody>
        </MessageBar>
      ) : null}
      {data ? (
        <SchemaForm key={data.version} schema={SETTINGS_GROUPS[group]} config={SETTINGS_GROUP_FORMS[group]} initial={data.values} onSubmit={submit} />
      ) : error ? null : (
        <Spinner label={t('common.loading')} />
      )}
      <ConflictDialog
        open={conflict}
        onReload={() => {
          setConflict(false);
          void reloadSettingsGroup(group).then(() => mutate());
        }}
        onClose={() => setConflict(false)}
      />
    </section>
  );
}

/** /config/settings/:type */
export function SettingsGroupPage() {
  const { t } = useI18n();
  const { type } = useParams();
  const styles = useStyles();
  const title = useRouteTitle();
  if (!isGroup(type)) {
    return (
      <section className={styles.root}>
        <PageHeader title={title} />
        <MessageBar intent="warning" data-testid="unknown-settings-group">
          <MessageBarBody>{t('settings.unknownGroup', { name: type ?? '' })}</MessageBarBody>
        </MessageBar>
      </section>
    );
  }
  return <SettingsGroupForm key={type} group={type} heading={`${title}: ${t(`settings.group.${type}`)}`} />;
}

/** /config/booking: the booking settings group. */
export function BookingSettingsPage() {
  return <SettingsGroupForm group="booking" heading={useRouteTitle()} />;
}

/** /config/mail: the mail settings group (sender, reply-to, copies) and the operator's mail accounts. */
export function MailSettingsPage() {
  const { t } = useI18n();
  const mayReadQueue = passesAny(usePrincipal(), ['mailqueue.read']);
  return (
    <>
      <SettingsGroupForm group="mail" heading={useRouteTitle()} />
      <MailAccounts />
      {mayReadQueue ? (
        <nav aria-label={t('mailQueue.title')}>
          <AppLink to="/config/mailqueue" data-testid="mail-queue-link">
            {t('mailQueue.link')}
          </AppLink>
        </nav>
      ) : null}
    </>
  );
}

/** /config/company: the operator's company data. */
export function CompanyPage() {
  const styles = useStyles();
  const { t } = useI18n();
  const title = useRouteTitle();
  const { data, error } = useCompany();
  const [conflict, setConflict] = useState(false);

  const submit = async (payload: Record<string, unknown>): Promise<SubmitOutcome> => {
    if (!data) return { ok: false };
    try {
      await saveCompany({ ...(payload as CompanyAnswer), version: data.version });
      notify({ intent: 'success', key: 'company.saved' });
      return { ok: true };
    } catch (err) {
      return failedSave(err, () => setConflict(true));
    }
  };

  const { version: _version, ...values } = data ?? { version: 0 };
  return (
    <section className={styles.root} data-testid="company">
      <PageHeader title={title} />
      {error && !data ? (
        <MessageBar intent="error">
          <MessageBarBody>{t(errorNotice(error).key, errorNotice(error).params)}</MessageBarBody>
        </MessageBar>
      ) : null}
      {data ? (
        <SchemaForm key={data.version} schema={ZCompany} config={COMPANY_FORM} initial={values} onSubmit={submit} />
      ) : error ? null : (
        <Spinner label={t('common.loading')} />
      )}
      <ConflictDialog
        open={conflict}
        onReload={() => {
          setConflict(false);
          void reloadCompany();
        }}
        onClose={() => setConflict(false)}
      />
    </section>
  );
}
