import { Badge, Body1, Button, Card, makeStyles, MessageBar, MessageBarBody, Spinner, Switch, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { ERROR_MESSAGES } from '../../../../shared/api/error-codes';
import { FEATURE_FLAGS, type FeatureFlag } from '../../../../shared/constants';
import { ApiCallError } from '../../api/client';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { ConflictDialog } from '../../components/ResourceForm/ConflictDialog';
import { UnsavedChangesDialog } from '../../components/UnsavedChangesDialog/UnsavedChangesDialog';
import { useI18n } from '../../hooks/use-i18n';
import { errorNotice, notify, notifyError } from '../../notices/notice-bus';
import { reloadModules, saveModules, useModules, type ModulesAnswer } from '../../resources/use-settings';
import { useRouteTitle } from '../resources/resource-pages';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '900px' },
  card: { padding: tokens.spacingHorizontalXL },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}` },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/** /config/modules: the feature flags of spec 1 section 1, switched on and off. */
export function ModulesPage() {
  const styles = useStyles();
  const { t } = useI18n();
  const title = useRouteTitle();
  const { data, error } = useModules();
  return (
    <section className={styles.root} data-testid="modules">
      <PageHeader title={title} />
      <Body1>{t('modules.intro')}</Body1>
      {error && !data ? (
        <MessageBar intent="error">
          <MessageBarBody>{t(errorNotice(error).key, errorNotice(error).params)}</MessageBarBody>
        </MessageBar>
      ) : null}
      {data ? <ModulesForm key={data.version} saved={data} /> : error ? null : <Spinner label={t('common.loading')} />}
    </section>
  );
}

function ModulesForm({ saved }: { saved: ModulesAnswer }) {
  const styles = useStyles();
  const { t } = useI18n();
  const [flags, setFlags] = useState<Record<FeatureFlag, boolean>>(saved.features);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState(false);
  // Only what changed is sent: the server changes the flags it gets and keeps the others.
  const changed = useMemo(() => FEATURE_FLAGS.filter((f) => flags[f] !== saved.features[f]), [flags, saved.features]);

  const save = async () => {
    setBusy(true);
    try {
      await saveModules(saved.version, Object.fromEntries(changed.map((f) => [f, flags[f]])));
      notify({ intent: 'success', key: 'modules.saved' });
    } catch (err) {
      if (err instanceof ApiCallError && err.error.message === ERROR_MESSAGES.versionConflict) setConflict(true);
      else notifyError(err);
    }
    setBusy(false);
  };

  return (
    <Card className={styles.card}>
      <UnsavedChangesDialog when={changed.length > 0 && !busy} />
      <div className={styles.grid} role="group" aria-label={t('routes.modules')}>
        {FEATURE_FLAGS.map((flag) => (
          <Switch
            key={flag}
            label={t(`modules.flag.${flag}`)}
            checked={flags[flag]}
            onChange={(_e, d) => setFlags((f) => ({ ...f, [flag]: d.checked }))}
            data-testid={`module-${flag}`}
          />
        ))}
      </div>
      <div className={styles.actions}>
        <Button
          appearance="primary"
          disabled={busy || changed.length === 0}
          onClick={() => void save()}
          icon={busy ? <Spinner size="tiny" /> : undefined}
          data-testid="modules-save"
        >
          {busy ? t('common.saving') : t('common.save')}
        </Button>
        <Button disabled={busy || changed.length === 0} onClick={() => setFlags(saved.features)}>
          {t('common.reset')}
        </Button>
        {changed.length > 0 ? (
          <Badge appearance="tint" color="warning">
            {t('common.unsavedChanges')}
          </Badge>
        ) : null}
      </div>
      <ConflictDialog
        open={conflict}
        onReload={() => {
          setConflict(false);
          void reloadModules();
        }}
        onClose={() => setConflict(false)}
      />
    </Card>
  );
}
