import { Button, Caption1, Checkbox, Field, Input, Select } from '@fluentui/react-components';
import { AddRegular, ArrowDownRegular, ArrowUpRegular, ChevronDownRegular, ChevronRightRegular, DeleteRegular } from '@fluentui/react-icons';
import { useRef } from 'react';
import { LANGUAGES } from '../../../../shared/constants';
import { ASKED_PER, asksNothing, isChoice, type FieldValidation, type FormField, type FormOption } from '../../../../shared/domain/forms/form-definition';
import { useI18n } from '../../hooks/use-i18n';
import { earlierQuestions, errorsUnder, moveField, removeField, renameField, updateField } from './definition-edit';
import {
  ASKED_LABEL,
  LANG_NAME,
  LocalizedInputs,
  MediaPicker,
  typeLabel,
  local,
  useFocusRequest,
  useStyles,
  type DefinitionDraft,
  type EditorUi,
  type PathErrors,
} from './editor-parts';
import { ValidationEditor } from './ValidationEditor';
import { ConditionEditor } from './ConditionEditor';

export function FieldEditor({
  draft,
  s,
  f,
  field,
  open,
  ui,
  onChange,
  errors,
  ownError,
  isLast,
}: {
  draft: DefinitionDraft;
  s: number;
  f: number;
  field: FormField;
  open: boolean;
  ui: EditorUi;
  onChange: (next: DefinitionDraft) => void;
  errors: PathErrors;
  ownError?: string;
  isLast: boolean;
}) {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const set = (change: Partial<FormField>) => onChange(updateField(draft, s, f, change));
  const display = asksNothing(field.type);
  const choice = isChoice(field.type);
  const validation = field.validation ?? {};
  const setValidation = (change: Partial<FieldValidation>) => {
    const next: FieldValidation = { ...validation, ...change };
    for (const k of Object.keys(next) as Array<keyof FieldValidation>) if (next[k] === undefined) delete next[k];
    set({ validation: Object.keys(next).length ? next : undefined });
  };
  const e = (path: string) => errors[path];
  const anyError = Object.keys(errors).length > 0 || !!ownError;
  const bodyId = `formdef-field-${s}-${f}-body`;
  const refs = { up: useRef<HTMLButtonElement>(null), down: useRef<HTMLButtonElement>(null), id: useRef<HTMLInputElement>(null) };
  useFocusRequest(ui, 'field', field.id, refs);
  const move = (by: -1 | 1) => {
    onChange(moveField(draft, s, f, by));
    ui.requestFocus({ kind: 'field', id: field.id, what: by < 0 ? 'up' : 'down' });
  };

  return (
    <div className={`${styles.field} ${anyError ? styles.fieldError : ''}`} data-testid={`formdef-field-${field.id}`}>
      <div className={styles.head}>
        <Button
          appearance="transparent"
          icon={open ? <ChevronDownRegular /> : <ChevronRightRegular />}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => ui.setOpen(field.id, !open)}
          className={styles.fieldName}
          data-testid={`formdef-field-toggle-${field.id}`}
        >
          {`${typeLabel(t, field.type)}: ${local(field.label, lang) || field.id}`}
        </Button>
        <span className={styles.mono}>{field.id}</span>
        <div className={styles.row}>
          <Button
            appearance="subtle"
            icon={<ArrowUpRegular />}
            aria-label={t('formEditor.moveUp', { id: field.id })}
            disabled={s === 0 && f === 0}
            ref={refs.up}
            onClick={() => move(-1)}
          />
          <Button
            appearance="subtle"
            icon={<ArrowDownRegular />}
            aria-label={t('formEditor.moveDown', { id: field.id })}
            disabled={isLast}
            ref={refs.down}
            onClick={() => move(1)}
          />
          <Button
            appearance="subtle"
            icon={<DeleteRegular />}
            aria-label={t('formEditor.remove', { id: field.id })}
            onClick={() => onChange(removeField(draft, s, f))}
          />
        </div>
      </div>
      {ownError ? <div className={styles.error}>{ownError}</div> : null}
      {open ? (
        <div id={bodyId} className={styles.stack}>
          <div className={styles.grid}>
            <Field
              label={t('formEditor.fieldId')}
              required
              hint={t('formEditor.fieldIdHint')}
              validationMessage={e('id')}
              validationState={e('id') ? 'error' : 'none'}
            >
              <Input
                ref={refs.id}
                value={field.id}
                onChange={(_e, d) => {
                  ui.renamed(field.id, d.value);
                  onChange(renameField(draft, s, f, d.value));
                }}
                data-testid="formdef-field-id"
              />
            </Field>
            {!display ? (
              <Field label={t('formEditor.askedPerField')}>
                <Select value={field.askedPer ?? ''} onChange={(_e, d) => set({ askedPer: (d.value || undefined) as FormField['askedPer'] })}>
                  <option value="">{t('formEditor.askedPerInherit')}</option>
                  {ASKED_PER.map((p) => (
                    <option key={p} value={p}>
                      {t(ASKED_LABEL[p])}
                    </option>
                  ))}
                </Select>
              </Field>
            ) : null}
            {!display ? (
              <Field validationMessage={e('required')} validationState={e('required') ? 'error' : 'none'}>
                <Checkbox
                  checked={field.required}
                  onChange={(_e, d) => set({ required: !!d.checked })}
                  label={t('formEditor.required')}
                  data-testid="formdef-field-required"
                />
              </Field>
            ) : null}
          </div>
          <div className={styles.grid}>
            <LocalizedInputs
              value={field.label}
              onChange={(v) => set({ label: v ?? {} })}
              labelKey="formEditor.labelLang"
              multiline={field.type === 'Text'}
              testId="formdef-field-label"
            />
          </div>
          <div className={styles.grid}>
            <LocalizedInputs value={field.help} onChange={(v) => set({ help: v })} labelKey="formEditor.helpLang" />
          </div>
          {choice ? <OptionsEditor field={field} onChange={set} error={e('options')} /> : null}
          {choice ? <RaisesEditor field={field} onChange={set} error={e('raises') ?? e('raises.when')} /> : null}
          <ValidationEditor field={field} validation={validation} onChange={setValidation} errors={errorsUnder(errors, 'validation')} />
          {field.type === 'Video' ? (
            <Field label={t('formEditor.url')} required validationMessage={e('url')} validationState={e('url') ? 'error' : 'none'}>
              <Input type="url" value={field.url ?? ''} onChange={(_e, d) => set({ url: d.value || undefined })} />
            </Field>
          ) : null}
          {field.type === 'Download' ? <MediaPicker value={field.media} onChange={(media) => set({ media })} error={e('media')} /> : null}
          {field.type === 'Signature' ? (
            <Checkbox
              checked={!!field.guardianForMinors}
              onChange={(_e, d) => set({ guardianForMinors: d.checked ? true : undefined })}
              label={t('formEditor.guardianForMinors')}
            />
          ) : null}
          {!display ? (
            <Field
              label={t('formEditor.customerField')}
              hint={t('formEditor.customerFieldHint')}
              validationMessage={e('customerField')}
              validationState={e('customerField') ? 'error' : 'none'}
            >
              <Input value={field.customerField ?? ''} onChange={(_e, d) => set({ customerField: d.value || undefined })} />
            </Field>
          ) : null}
          <ConditionEditor
            condition={field.condition}
            questions={earlierQuestions(draft, s, f)}
            onChange={(condition) => set({ condition })}
            errors={errorsUnder(errors, 'condition')}
            allowRequire={!display}
          />
        </div>
      ) : null}
    </div>
  );
}

function OptionsEditor({ field, onChange, error }: { field: FormField; onChange: (change: Partial<FormField>) => void; error?: string }) {
  const styles = useStyles();
  const { t } = useI18n();
  const options = field.options ?? [];
  const setOptions = (next: FormOption[]) => onChange({ options: next });
  const setAt = (i: number, change: Partial<FormOption>) => setOptions(options.map((o, j) => (j === i ? { ...o, ...change } : o)));
  const free = () => {
    for (let n = options.length + 1; ; n++) if (!options.some((o) => o.value === `option${n}`)) return `option${n}`;
  };
  return (
    <fieldset className={styles.box} data-testid="formdef-options" aria-describedby={error ? `${field.id}-options-error` : undefined}>
      <legend className={styles.legend}>{t('formEditor.options')}</legend>
      {options.length === 0 ? <Caption1 className={styles.hint}>{t('formEditor.noOptions')}</Caption1> : null}
      {options.map((o, i) => (
        <div key={i} className={styles.row} role="group" aria-label={t('formEditor.option', { n: i + 1 })}>
          <Field label={t('formEditor.optionValue')} className={styles.small}>
            <Input value={o.value} onChange={(_e, d) => setAt(i, { value: d.value })} data-testid={`formdef-option-value-${i}`} />
          </Field>
          {LANGUAGES.map((lang) => (
            <Field key={lang} label={t('formEditor.optionLabelLang', { lang: t(LANG_NAME[lang]) })}>
              <Input
                value={o.label[lang] ?? ''}
                onChange={(_e, d) => {
                  const label = { ...o.label };
                  if (d.value) label[lang] = d.value;
                  else delete label[lang];
                  setAt(i, { label });
                }}
                data-testid={`formdef-option-label-${i}-${lang}`}
              />
            </Field>
          ))}
          <Button
            appearance="subtle"
            icon={<ArrowUpRegular />}
            aria-label={t('formEditor.moveOptionUp', { n: i + 1 })}
            disabled={i === 0}
            onClick={() => setOptions(options.map((x, j) => (j === i - 1 ? options[i]! : j === i ? options[i - 1]! : x)))}
          />
          <Button
            appearance="subtle"
            icon={<DeleteRegular />}
            aria-label={t('formEditor.removeOption', { n: i + 1 })}
            onClick={() => setOptions(options.filter((_, j) => j !== i))}
          />
        </div>
      ))}
      {error ? (
        <div id={`${field.id}-options-error`} className={styles.error} data-testid="formdef-options-error">
          {error}
        </div>
      ) : null}
      <div>
        <Button icon={<AddRegular />} size="small" onClick={() => setOptions([...options, { value: free(), label: {} }])} data-testid="formdef-add-option">
          {t('formEditor.addOption')}
        </Button>
      </div>
    </fieldset>
  );
}

function RaisesEditor({ field, onChange, error }: { field: FormField; onChange: (change: Partial<FormField>) => void; error?: string }) {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const when = field.raises?.when ?? [];
  const options = field.options ?? [];
  if (!options.length && !field.raises) return null;
  const toggle = (value: string, on: boolean) => {
    const next = on ? [...when, value] : when.filter((v) => v !== value);
    onChange({ raises: next.length ? { flag: 'physician', when: next } : undefined });
  };
  return (
    <fieldset className={styles.box}>
      <legend className={styles.legend}>{t('formEditor.raises')}</legend>
      <div className={styles.row}>
        {options.map((o) => (
          <Checkbox key={o.value} checked={when.includes(o.value)} onChange={(_e, d) => toggle(o.value, !!d.checked)} label={local(o.label, lang) || o.value} />
        ))}
      </div>
      {error ? <div className={styles.error}>{error}</div> : null}
    </fieldset>
  );
}
