import {
  Button,
  Caption1,
  Card,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Subtitle1,
  Tab,
  TabList,
  tokens,
} from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import useSWR from 'swr';
import { formDefinitionsResource } from '../../../../shared/api/forms';
import { ERROR_MESSAGES } from '../../../../shared/api/error-codes';
import { settingsLookupEndpoints } from '../../../../shared/api/settings-lookups';
import { addDays } from '../../../../shared/calendar-date';
import { LANGUAGES, type Language } from '../../../../shared/constants';
import type { Answers } from '../../../../shared/domain/forms/form-answers';
import { callEndpoint } from '../../api/endpoint-client';
import { ApiCallError } from '../../api/client';
import { ConflictDialog } from '../../components/ResourceForm/ConflictDialog';
import { stableJson } from '../../components/ResourceForm/form-values';
import { HEADER_HEIGHT } from '../../components/AppHeader/AppHeader';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { UnsavedChangesDialog } from '../../components/UnsavedChangesDialog/UnsavedChangesDialog';
import { GuestFormView } from '../../forms/GuestFormView';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { useI18n } from '../../hooks/use-i18n';
import { errorNotice, notify, notifyError } from '../../notices/notice-bus';
import { formDefinitionsConfig } from '../../resources/form-definitions';
import { createEntity, updateEntity, useResourceItem } from '../../resources/use-resource';
import { BackToList, ResourceListPage, useRouteTitle } from '../resources/resource-pages';
import { DefinitionActions } from './DefinitionActions';
import { FormDefinitionEditor } from './FormDefinitionEditor';
import type { DefinitionDraft, PathErrors } from './editor-parts';
import { draftErrors, serverErrors } from './definition-problems';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 3fr) minmax(320px, 2fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    '@media (max-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  // Below the app's sticky header, scrolling on its own when the form is longer than the window.
  aside: {
    position: 'sticky',
    top: `calc(${HEADER_HEIGHT} + ${tokens.spacingVerticalS})`,
    maxHeight: `calc(100vh - ${HEADER_HEIGHT} - 2 * ${tokens.spacingVerticalS})`,
    overflowY: 'auto',
    '@media (max-width: 1100px)': { position: 'static', maxHeight: 'none' },
  },
  card: { padding: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalM },
  row: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  title: { margin: 0 },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalXS },
  hint: { color: tokens.colorNeutralForeground3 },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

/** /formdef */
export function FormDefinitionListPage() {
  return <ResourceListPage config={formDefinitionsConfig} />;
}

const EMPTY: DefinitionDraft = { name: '', purpose: 'custom', askedPer: 'guest', attach: 'manual', title: {}, sections: [], active: true };

/** The schema's fields of a stored definition (what the editor changes and sends back). */
export function toDraft(entity: Record<string, unknown>): DefinitionDraft {
  const e = entity as unknown as DefinitionDraft;
  const draft: DefinitionDraft = {
    name: e.name,
    purpose: e.purpose,
    askedPer: e.askedPer,
    attach: e.attach ?? 'manual',
    title: e.title ?? {},
    sections: e.sections ?? [],
    active: e.active,
  };
  if (e.intro) draft.intro = e.intro;
  if (e.description) draft.description = e.description;
  return draft;
}

/** sections.1.fields.0.options → "boxA › box A1" for the message bar. */
function placeOf(draft: DefinitionDraft, path: string): string {
  const m = /^sections\.(\d+)(?:\.fields\.(\d+))?/.exec(path);
  if (!m) return path.split('.')[0] ?? path;
  const section = draft.sections[Number(m[1])];
  const field = m[2] !== undefined ? section?.fields[Number(m[2])] : undefined;
  return [section?.id, field?.id].filter(Boolean).join(' › ');
}

/** /formdef/:id and /formdef/create: the editor beside the live preview. */
export function FormDefinitionEditPage() {
  const { id } = useParams();
  const { t } = useI18n();
  const isNew = id === 'create';
  const { data: entity, error, mutate } = useResourceItem(formDefinitionsResource, isNew ? undefined : id);
  const title = useRouteTitle();
  if (!isNew && !entity) {
    if (error) {
      const notFound = error instanceof ApiCallError && error.status === 404;
      return (
        <div>
          <BackToList to="/formdef" />
          <PageHeader title={title} />
          <MessageBar intent={notFound ? 'warning' : 'error'} data-testid="form-load-error">
            <MessageBarBody>{notFound ? t('form.notFound') : `${t('form.loadFailed')} ${t(errorNotice(error).key, errorNotice(error).params)}`}</MessageBarBody>
            {notFound ? null : (
              <MessageBarActions>
                <Button onClick={() => void mutate()}>{t('app.retry')}</Button>
              </MessageBarActions>
            )}
          </MessageBar>
        </div>
      );
    }
    return <Spinner label={t('common.loading')} data-testid="form-loading" />;
  }
  return (
    <DefinitionEditorPage
      // A new version from the server (saved, reloaded) starts the editor from it.
      key={entity ? `${entity.id}@${entity.version}` : 'new'}
      entity={entity}
      routeTitle={title}
      onReload={() => void mutate()}
    />
  );
}

function DefinitionEditorPage({
  entity,
  routeTitle,
  onReload,
}: {
  entity: (DefinitionDraft & { id: string; version: number }) | undefined;
  routeTitle: string;
  onReload: () => void;
}) {
  const styles = useStyles();
  const { t, lang: uiLang } = useI18n();
  const navigate = useAppNavigate();
  const initial = useMemo(() => (entity ? toDraft(entity as unknown as Record<string, unknown>) : EMPTY), [entity]);
  const [draft, setDraft] = useState<DefinitionDraft>(initial);
  const [saved, setSaved] = useState(() => stableJson(initial));
  const [errors, setErrors] = useState<PathErrors>({});
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [goTo, setGoTo] = useState<string | null>(null);
  const dirty = stableJson(draft) !== saved;

  // Leave for the new definition's page once the guard has seen the draft saved.
  useEffect(() => {
    if (goTo && !dirty) navigate(goTo, { replace: true });
  }, [goTo, dirty, navigate]);

  const change = (next: DefinitionDraft) => {
    setDraft(next);
    // Errors the user has fixed go away as they type; new ones wait for the next save.
    if (Object.keys(errors).length) {
      const now = draftErrors(next, t);
      setErrors(Object.fromEntries(Object.entries(errors).filter(([path]) => path in now)));
    }
  };

  const save = async () => {
    setServerMessage(null);
    const local = draftErrors(draft, t);
    setErrors(local);
    if (Object.keys(local).length) {
      notify({ intent: 'error', key: 'errors.ValidationError' });
      return;
    }
    setSaving(true);
    try {
      const body = draft as unknown as Record<string, unknown>;
      if (!entity) {
        const created = await createEntity(formDefinitionsResource, body);
        notify({ intent: 'success', key: 'form.created' });
        setSaved(stableJson(draft));
        setGoTo(`/formdef/${created.id}`);
      } else {
        await updateEntity(formDefinitionsResource, entity.id, entity.version, body);
        notify({ intent: 'success', key: 'form.saved' });
        setSaved(stableJson(draft));
      }
    } catch (err) {
      if (err instanceof ApiCallError && err.error.message === ERROR_MESSAGES.versionConflict) setConflict(true);
      else if (err instanceof ApiCallError && err.error.fields?.length) {
        setErrors(serverErrors(err.error.fields, t));
        notify({ intent: 'error', key: 'errors.ValidationError' });
      } else if (err instanceof ApiCallError && (err.status === 400 || err.status === 409)) {
        setServerMessage(`${t(errorNotice(err).key, errorNotice(err).params)} ${err.error.description ?? ''}`);
      } else notifyError(err);
    }
    setSaving(false);
  };

  const problems = Object.entries(errors);
  return (
    <div className={styles.root} data-testid="formdef-editor">
      <BackToList to="/formdef" />
      <PageHeader title={entity ? entity.name : routeTitle}>
        {entity ? (
          <DefinitionActions
            entity={entity}
            dirty={dirty}
            onCopied={(id) => navigate(`/formdef/${id}`)}
            onDeleted={() => {
              setSaved(stableJson(draft));
              setGoTo('/formdef');
            }}
            onConflict={() => setConflict(true)}
          />
        ) : null}
        <Button
          appearance="primary"
          icon={saving ? <Spinner size="tiny" /> : <SaveRegular />}
          disabled={saving}
          onClick={() => void save()}
          data-testid="formdef-save"
        >
          {saving ? t('formEditor.saving') : entity ? t('formEditor.save') : t('formEditor.create')}
        </Button>
      </PageHeader>
      {problems.length ? (
        <MessageBar intent="error" data-testid="formdef-problems" layout="multiline">
          <MessageBarBody>
            {t('formEditor.problems', { count: problems.length })}
            <ul className={styles.list}>
              {problems.slice(0, 8).map(([path, message]) => (
                <li key={path}>{t('formEditor.problemAt', { where: placeOf(draft, path), message })}</li>
              ))}
            </ul>
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {serverMessage ? (
        <MessageBar intent="error" data-testid="form-error">
          <MessageBarBody>{serverMessage}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.layout}>
        <FormDefinitionEditor draft={draft} onChange={change} errors={errors} />
        <aside className={styles.aside} aria-label={t('formEditor.preview')}>
          <Preview draft={draft} initialLang={uiLang} />
        </aside>
      </div>
      <UnsavedChangesDialog when={dirty} />
      <ConflictDialog
        open={conflict}
        onReload={() => {
          setConflict(false);
          onReload();
        }}
        onClose={() => setConflict(false)}
      />
    </div>
  );
}

const isoToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const lookupOptions = { revalidateOnFocus: false, revalidateIfStale: false } as const;

/** The draft as a guest sees it, in either language; answers stay in the page (nothing is sent). */
function Preview({ draft, initialLang }: { draft: DefinitionDraft; initialLang: Language }) {
  const styles = useStyles();
  const { t } = useI18n();
  const [lang, setLang] = useState<Language>(initialLang);
  const [answers, setAnswers] = useState<Answers>({});
  // As on sending: every issue, the unanswered required questions too.
  const [checkAll, setCheckAll] = useState(false);
  const dates = useMemo(() => {
    const today = isoToday();
    // A booking two weeks ahead, so rules counted from arrival or departure apply in the preview.
    return { today, arrival: addDays(today, 14), departure: addDays(today, 21) };
  }, []);
  const hasCountry = draft.sections.some((s) => s.fields.some((f) => f.type === 'Country'));
  const { data: countries } = useSWR(
    hasCountry ? ['settings.countries', lang] : null,
    () => callEndpoint(settingsLookupEndpoints.countries, { query: { lang } }),
    lookupOptions,
  );

  return (
    <Card className={styles.card} data-testid="formdef-preview">
      <div className={styles.row}>
        <Subtitle1 as="h2" className={styles.title}>
          {t('formEditor.preview')}
        </Subtitle1>
        <div className={styles.buttons}>
          <Button size="small" appearance="subtle" aria-pressed={checkAll} onClick={() => setCheckAll(!checkAll)} data-testid="formdef-preview-check">
            {t('formEditor.previewCheck')}
          </Button>
          <Button
            size="small"
            appearance="subtle"
            onClick={() => {
              setAnswers({});
              setCheckAll(false);
            }}
            data-testid="formdef-preview-reset"
          >
            {t('formEditor.previewReset')}
          </Button>
        </div>
      </div>
      <TabList selectedValue={lang} onTabSelect={(_e, d) => setLang(d.value as Language)} aria-label={t('formEditor.previewLanguage')} size="small">
        {LANGUAGES.map((l) => (
          <Tab key={l} value={l} data-testid={`formdef-preview-${l}`}>
            {t(`header.languageName.${l}`)}
          </Tab>
        ))}
      </TabList>
      <Caption1 className={styles.hint}>{t('formEditor.previewHint')}</Caption1>
      <GuestFormView
        definition={draft}
        lang={lang}
        answers={answers}
        onChange={setAnswers}
        t={t}
        dates={dates}
        countries={countries?.data.map((c) => ({ code: c.code, name: c.name })) ?? []}
        uploads={false}
        showAllIssues={checkAll}
        level={3}
      />
    </Card>
  );
}
