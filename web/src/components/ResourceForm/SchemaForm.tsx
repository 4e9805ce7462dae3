import { Badge, Button, Card, makeStyles, mergeClasses, MessageBar, MessageBarBody, Spinner, Subtitle1, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { useI18n } from '../../hooks/use-i18n';
import { fieldLabel, labelPath } from '../../resources/labels';
import type { FormConfig, FormSection } from '../../resources/resource-types';
import { UnsavedChangesDialog } from '../UnsavedChangesDialog/UnsavedChangesDialog';
import { SchemaFormContext, type SchemaFormContextValue } from './form-context';
import { FieldEditor } from './FieldEditor';
import { getPath, setPath, stableJson, toPayload, type Draft } from './form-values';
import { describeSchema, indexFields, type FieldSpec } from './schema-fields';
import { issuesOf, type FieldMessage, type PathMessage } from './zod-messages';

const useStyles = makeStyles({
  layout: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingHorizontalXL, alignItems: 'start' },
  withAside: { '@media (min-width: 1100px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(320px, 2fr)' } },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  card: { padding: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalM, '@media (max-width: 600px)': { padding: tokens.spacingHorizontalM } },
  sectionTitle: { margin: 0 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    alignItems: 'start',
  },
  bar: {
    position: 'sticky',
    bottom: 0,
    zIndex: 1,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow4,
    borderRadius: tokens.borderRadiusMedium,
  },
  spacer: { flexGrow: 1 },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

/** What a submit came to: field errors from the server are shown at their fields. */
export interface SubmitOutcome {
  ok: boolean;
  fieldErrors?: Readonly<Record<string, FieldMessage>>;
  /** Runs once the form is clean (no leave warning any more): navigate to the new entity. */
  afterwards?: () => void;
}

export interface SchemaFormProps {
  /** The schema the API validates the body with: the form checks the same rules. */
  schema: z.ZodObject;
  config: FormConfig;
  /** The saved values (or a new entity's defaults); remount with a key to start over. */
  initial: Draft;
  readOnly?: boolean;
  submitLabel?: string;
  onSubmit?: (payload: Draft) => Promise<SubmitOutcome>;
  /** More buttons in the action bar (copy, delete, edit). */
  actions?: ReactNode;
  /** Beside the form (a preview), with the current draft. */
  aside?: (draft: Draft) => ReactNode;
  /** false while the page itself leaves (after a delete) so no warning is shown. */
  warnOnLeave?: boolean;
  /** A search parameter whose change counts as leaving (the side panel's entity). */
  leaveParam?: string;
  onDirtyChange?: (dirty: boolean) => void;
  /** Create mode: save is possible without changes. */
  isNew?: boolean;
}

type Issue = PathMessage;

/** Every leaf field path a section covers (a group path covers all fields inside it). */
function covered(sections: readonly FormSection[]): (path: string) => boolean {
  const paths = sections.flatMap((s) => s.fields);
  return (path) => paths.some((p) => p === path || path.startsWith(`${p}.`));
}

/** Top-level and nested fields, grouped into the configured sections; the rest go into "More". */
function layoutSections(fields: readonly FieldSpec[], config: FormConfig): Array<{ title: string | null; fields: FieldSpec[] }> {
  const index = indexFields(fields);
  const hidden = (path: string) => !!config.hidden?.some((h) => path === h || path.startsWith(`${h}.`));
  const sections = config.sections ?? [];
  const isCovered = covered(sections);
  const out: Array<{ title: string | null; fields: FieldSpec[] }> = sections.map((s) => ({
    title: null,
    fields: s.fields.map((p) => index.get(p)).filter((f): f is FieldSpec => !!f && !hidden(f.path)),
  }));
  // Leaves no section names, so nothing the schema has is silently out of reach.
  const rest: FieldSpec[] = [];
  const visit = (f: FieldSpec) => {
    if (hidden(f.path) || isCovered(f.path)) return;
    const anyInside = sections.some((s) => s.fields.some((p) => p.startsWith(`${f.path}.`)));
    if (anyInside && (f.kind === 'object' || f.kind === 'localized')) f.children?.forEach(visit);
    else rest.push(f);
  };
  fields.forEach(visit);
  if (rest.length) out.push({ title: null, fields: rest });
  return out;
}

/** A section that is one group (an address, a rule) shows the group's fields, not a box in a box. */
function sectionFields(fields: FieldSpec[], config: FormConfig): FieldSpec[] {
  const only = fields.length === 1 ? fields[0] : undefined;
  if (only && (only.kind === 'object' || only.kind === 'localized') && only.children) return only.children.filter((c) => !config.hidden?.includes(c.path));
  return fields;
}

/**
 * A form generated from a zod schema: each field edited as its type says (text, long text, number,
 * switch, choice, date, groups, lists), laid out in the configured sections, checked with the same
 * schema on blur and on submit, with the spec's messages. Leaving with unsaved changes asks first.
 */
export function SchemaForm({
  schema,
  config,
  initial,
  readOnly = false,
  submitLabel,
  onSubmit,
  actions,
  aside,
  warnOnLeave = true,
  leaveParam,
  onDirtyChange,
  isNew = false,
}: SchemaFormProps) {
  const styles = useStyles();
  const { t } = useI18n();
  const formId = useId();
  const fields = useMemo(() => describeSchema(schema), [schema]);
  const [baseline, setBaseline] = useState<Draft>(initial);
  const [draft, setDraft] = useState<Draft>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, FieldMessage>>>({});
  const [busy, setBusy] = useState(false);
  const [focusInvalid, setFocusInvalid] = useState(0);
  const [after, setAfter] = useState<(() => void) | null>(null);
  const rendered = useRef(new Set<string>());

  const payload = useMemo(() => toPayload(fields, draft), [fields, draft]);
  const dirty = useMemo(() => stableJson(payload) !== stableJson(toPayload(fields, baseline)), [payload, fields, baseline]);
  const issues = useMemo<Issue[]>(() => issuesOf(schema, payload), [schema, payload]);
  const issueAt = useMemo(() => new Map(issues.map((i) => [i.path, i.message])), [issues]);

  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  // The action after a successful submit runs once the form no longer counts as changed.
  useEffect(() => {
    if (after && !dirty) {
      setAfter(null);
      after();
    }
  }, [after, dirty]);
  useEffect(() => {
    if (focusInvalid === 0) return;
    const el = document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"] input');
    el?.focus();
  }, [focusInvalid, formId]);

  const set = useCallback((path: string, value: unknown) => {
    setDraft((d) => setPath(d, path, value));
    setServerErrors((errors) => {
      const keys = Object.keys(errors).filter((k) => k === path || k.startsWith(`${path}.`) || path.startsWith(`${k}.`));
      if (keys.length === 0) return errors;
      const next = { ...errors };
      keys.forEach((k) => delete next[k]);
      return next;
    });
  }, []);
  const blur = useCallback((path: string) => setTouched((tt) => (tt.has(path) ? tt : new Set([...tt, path]))), []);

  rendered.current = new Set();
  const ctx: SchemaFormContextValue = {
    config,
    readOnly,
    draft,
    get: (path) => getPath(draft, path),
    set,
    blur,
    message: (path) => {
      rendered.current.add(path);
      const server = serverErrors[path];
      if (server) return server;
      const issue = issueAt.get(path);
      if (!issue) return undefined;
      const seen = submitted || touched.has(path) || [...touched].some((p) => p.startsWith(`${path}.`));
      return seen ? issue : undefined;
    },
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (readOnly || !onSubmit || busy) return;
    setSubmitted(true);
    if (issues.length > 0) {
      setFocusInvalid((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      const outcome = await onSubmit(payload);
      if (outcome.fieldErrors) {
        setServerErrors(outcome.fieldErrors);
        setFocusInvalid((n) => n + 1);
      }
      if (outcome.ok) {
        setBaseline(draft);
        if (outcome.afterwards) setAfter(() => outcome.afterwards ?? null);
      }
    } finally {
      setBusy(false);
    }
  };

  const sections = layoutSections(fields, config);
  const titles = config.sections ?? [];
  const serverOnly = Object.entries(serverErrors).filter(([p]) => !rendered.current.has(p));
  const unshown = submitted ? issues.filter((i) => !rendered.current.has(i.path)) : [];

  const body = (
    <form id={formId} className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-busy={busy} data-testid="schema-form">
      {submitted && (issues.length > 0 || serverOnly.length > 0) ? (
        <MessageBar intent="error" data-testid="form-errors">
          <MessageBarBody>
            {t('form.fixErrors')}
            {unshown.length + serverOnly.length > 0 ? (
              <ul className={styles.list}>
                {unshown.map((i) => (
                  <li key={i.path}>
                    {fieldLabel(config, labelPath(i.path), t)}: {t(i.message.key, i.message.params)}
                  </li>
                ))}
                {serverOnly.map(([p, m]) => (
                  <li key={p}>
                    {fieldLabel(config, labelPath(p), t)}: {t(m.key, m.params)}
                  </li>
                ))}
              </ul>
            ) : null}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <SchemaFormContext.Provider value={ctx}>
        {sections.map((section, i) => (
          <Card key={i} className={styles.card}>
            {/* Without configured sections the form is one card and needs no heading of its own. */}
            {titles.length === 0 ? null : (
              <Subtitle1 as="h2" className={styles.sectionTitle}>
                {titles[i] ? t(titles[i].title) : t('form.moreFields')}
              </Subtitle1>
            )}
            <div className={styles.grid}>
              {sectionFields(section.fields, config).map((f) => (
                <FieldEditor key={f.path} field={f} />
              ))}
            </div>
          </Card>
        ))}
      </SchemaFormContext.Provider>
      {readOnly && !actions ? null : (
        <div className={styles.bar}>
          {readOnly || !onSubmit ? null : (
            <Button
              type="submit"
              appearance="primary"
              disabled={busy || (!dirty && !isNew)}
              icon={busy ? <Spinner size="tiny" /> : undefined}
              data-testid="form-save"
            >
              {busy ? t('common.saving') : (submitLabel ?? t('common.save'))}
            </Button>
          )}
          {readOnly || !onSubmit || isNew ? null : (
            <Button
              disabled={busy || !dirty}
              onClick={() => {
                setDraft(baseline);
                setTouched(new Set());
                setSubmitted(false);
                setServerErrors({});
              }}
            >
              {t('common.reset')}
            </Button>
          )}
          {dirty && !readOnly ? (
            <Badge appearance="tint" color="warning" data-testid="dirty-badge">
              {t('common.unsavedChanges')}
            </Badge>
          ) : null}
          <span className={styles.spacer} />
          {actions}
        </div>
      )}
      {readOnly ? null : <UnsavedChangesDialog when={dirty && warnOnLeave && !after} param={leaveParam} />}
    </form>
  );

  if (!aside) return body;
  return (
    <div className={mergeClasses(styles.layout, styles.withAside)}>
      {body}
      {aside(payload)}
    </div>
  );
}
