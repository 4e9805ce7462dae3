import {
  Body1,
  Button,
  Caption1,
  Combobox,
  Dropdown,
  Field,
  type FieldProps,
  Input,
  makeStyles,
  Option,
  SpinButton,
  Subtitle2,
  Switch,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import type { Language } from '../../../../shared/constants';
import { useI18n } from '../../hooks/use-i18n';
import { enumLabel, fieldLabel, labelPath } from '../../resources/labels';
import type { FormConfig } from '../../resources/resource-types';
import { useRefOptions } from '../../resources/use-resource';
import { formatDate } from '../ResourceList/cell-format';
import { DateInput } from '../DateInput/DateInput';
import { TagInput } from '../TagInput/TagInput';
import { useSchemaForm } from './form-context';
import { formatPlain, parsePlain } from './form-values';
import { initialValues, type FieldSpec } from './schema-fields';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`, alignItems: 'start' },
  wide: { gridColumn: '1 / -1' },
  group: {
    gridColumn: '1 / -1',
    margin: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM} ${tokens.spacingVerticalM}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    minWidth: 0,
  },
  legend: { padding: `0 ${tokens.spacingHorizontalXS}`, fontWeight: tokens.fontWeightSemibold },
  entries: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  entry: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
  },
  entryHead: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  pairs: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  pair: { display: 'grid', gridTemplateColumns: 'minmax(120px, 1fr) minmax(160px, 2fr) auto', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  code: { fontFamily: tokens.fontFamilyMonospace },
  swatch: { width: tokens.spacingHorizontalL, height: tokens.spacingVerticalL, borderRadius: tokens.borderRadiusSmall, border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}` },
  readValue: { minHeight: tokens.lineHeightBase300, wordBreak: 'break-word', whiteSpace: 'pre-wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** Kinds that take a whole row of the form grid. */
const WIDE_KINDS = new Set(['longText', 'object', 'localized', 'objectList', 'record', 'textList', 'numberList', 'unsupported']);

export function isWide(field: FieldSpec, config: FormConfig): boolean {
  const widget = config.widgets?.[labelPath(field.path)];
  return WIDE_KINDS.has(field.kind) || widget === 'textarea' || widget === 'html' || widget === 'secrets';
}

/**
 * Texts per language take up to 20,000 characters, but a label, a name or a subject is one line: the
 * language entries of those get an Input rather than a Textarea.
 */
function isShortLocalized(path: string): boolean {
  const parts = labelPath(path).split('.');
  return parts.length >= 2 && /^(label|names?|title|subject)$/.test(parts[parts.length - 2] ?? '');
}

/** Whether the field needs a value (a required text with a minimum length, a number, an enum without default). */
function isMandatory(field: FieldSpec): boolean {
  if (!field.required) return false;
  if (['text', 'longText', 'email', 'url', 'date'].includes(field.kind)) return (field.minLength ?? 0) >= 1;
  return field.kind === 'number' || field.kind === 'enum';
}

/** One field of the form, edited as its kind (or the configuration) says. */
export function FieldEditor({ field }: { field: FieldSpec }) {
  const styles = useStyles();
  const form = useSchemaForm();
  const { t, lang } = useI18n();
  const config = form.config;
  const key = labelPath(field.path);
  const label = fieldLabel(config, field.path, t);
  const value = form.get(field.path);
  const msg = form.message(field.path);
  const messageText = msg ? t(msg.key, msg.params) : undefined;
  const hintKey = config.hints?.[key];
  const hint = hintKey ? t(hintKey) : undefined;
  const readOnly = form.readOnly || !!config.readOnlyFields?.includes(key);
  const widget = config.widgets?.[key];
  const className = isWide(field, config) ? styles.wide : undefined;
  const set = (v: unknown) => form.set(field.path, v);
  const blur = () => form.blur(field.path);

  const custom = config.custom?.[key];
  if (custom) {
    return (
      <div className={className} data-field={field.path}>
        {custom({ path: field.path, label, value, draft: form.draft, onChange: set, onBlur: blur, readOnly, message: messageText })}
      </div>
    );
  }

  if (field.kind === 'object' || field.kind === 'localized') {
    return (
      <fieldset className={styles.group} data-field={field.path}>
        <legend className={styles.legend}>{label}</legend>
        <div className={styles.grid}>
          {(field.children ?? [])
            .filter((c) => !config.hidden?.includes(labelPath(c.path)))
            .map((c) => (
              <FieldEditor key={c.path} field={c} />
            ))}
        </div>
        {messageText ? (
          <Caption1 role="alert" className={styles.error}>
            {messageText}
          </Caption1>
        ) : null}
      </fieldset>
    );
  }
  if (field.kind === 'objectList') return <ObjectListEditor field={field} label={label} readOnly={readOnly} message={messageText} />;

  const validation = { validationMessage: messageText, validationState: messageText ? ('error' as const) : ('none' as const) };
  const fieldProps = { label, hint, required: !readOnly && isMandatory(field), className, ...validation, 'data-field': field.path };

  if (readOnly) {
    return (
      <Field {...fieldProps}>
        <Body1 className={styles.readValue}>
          <ReadValue field={field} value={value} config={config} lang={lang} />
        </Body1>
      </Field>
    );
  }

  if (config.refs?.[key] && (field.kind === 'text' || field.kind === 'longText' || field.kind === 'textList')) {
    return (
      <Field {...fieldProps}>
        <RefSelect field={field} value={value} onChange={set} onBlur={blur} />
      </Field>
    );
  }

  switch (field.kind) {
    case 'date':
      return <DateFieldEditor fieldProps={fieldProps} value={typeof value === 'string' ? value : ''} onChange={set} onBlur={blur} />;
    case 'boolean':
      return (
        <Field {...fieldProps}>
          <Switch checked={value === true} onChange={(_e, d) => set(d.checked)} onBlur={blur} />
        </Field>
      );
    case 'number':
      return (
        <Field {...fieldProps}>
          <SpinButton
            value={typeof value === 'number' ? value : null}
            min={field.min}
            max={field.max}
            step={field.step}
            precision={field.integer ? 0 : (field.decimals ?? 2)}
            // SpinButton reports a typed value only when it is committed (blur, Enter); the form
            // counts it as a change while typing, so Save is enabled before the field is left.
            input={{
              onInput: (e) => {
                const text = e.currentTarget.value.trim().replace(',', '.');
                const n = Number(text);
                if (text === '') set(undefined);
                else if (Number.isFinite(n)) set(n);
              },
            }}
            onChange={(_e, d) => {
              if (d.value !== undefined) set(d.value ?? undefined);
              else if (d.displayValue !== undefined) {
                const n = Number(d.displayValue.replace(',', '.'));
                set(d.displayValue.trim() === '' || Number.isNaN(n) ? undefined : n);
              }
            }}
            onBlur={blur}
          />
        </Field>
      );
    case 'enum':
      return (
        <Field {...fieldProps}>
          <Dropdown inlinePopup
            value={typeof value === 'string' && value ? enumLabel(config, field.path, value, t) : ''}
            selectedOptions={typeof value === 'string' ? [value] : []}
            onOptionSelect={(_e, d) => set(d.optionValue || undefined)}
            onBlur={blur}
          >
            {field.required ? null : <Option value="">{t('form.none')}</Option>}
            {(field.options ?? []).map((o) => (
              <Option key={o} value={o}>
                {enumLabel(config, field.path, o, t)}
              </Option>
            ))}
          </Dropdown>
        </Field>
      );
    case 'enumList': {
      const selected = Array.isArray(value) ? value.map(String) : [];
      return (
        <Field {...fieldProps}>
          <Dropdown inlinePopup
            multiselect
            value={selected.map((v) => enumLabel(config, field.path, v, t)).join(', ')}
            selectedOptions={selected}
            onOptionSelect={(_e, d) => set(d.selectedOptions)}
            onBlur={blur}
          >
            {(field.options ?? []).map((o) => (
              <Option key={o} value={o}>
                {enumLabel(config, field.path, o, t)}
              </Option>
            ))}
          </Dropdown>
        </Field>
      );
    }
    case 'textList':
      return (
        <Field {...fieldProps}>
          {(props) => <TagInput {...props} value={Array.isArray(value) ? value.map(String) : []} onChange={set} onBlur={blur} max={field.maxLength} />}
        </Field>
      );
    case 'numberList':
      return (
        <Field {...fieldProps}>
          {(props) => (
            <TagInput
              {...props}
              value={Array.isArray(value) ? value.map(String) : []}
              // Entries that are not numbers are dropped; the schema checks the range.
              onChange={(texts) => set(texts.map((x) => Number(x.replace(',', '.'))).filter((n) => Number.isFinite(n)))}
              onBlur={blur}
              max={field.maxLength}
            />
          )}
        </Field>
      );
    case 'record':
      return (
        <Field {...fieldProps}>
          <RecordEditor field={field} value={value} onChange={set} onBlur={blur} secret={widget === 'secrets'} />
        </Field>
      );
    case 'plain':
      return (
        <Field {...fieldProps}>
          <PlainInput types={field.plainTypes ?? ['string']} value={value} onChange={set} onBlur={blur} />
        </Field>
      );
    case 'unsupported':
      return (
        <Field {...fieldProps}>
          <Body1 className={styles.code}>{JSON.stringify(value ?? null)}</Body1>
        </Field>
      );
    default:
      break;
  }

  const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  if ((field.kind === 'longText' && widget !== 'input' && !isShortLocalized(field.path)) || widget === 'textarea' || widget === 'html') {
    return (
      <Field {...fieldProps}>
        <Textarea
          value={text}
          resize="vertical"
          rows={widget === 'html' ? 10 : 4}
          className={widget === 'html' ? styles.code : undefined}
          onChange={(_e, d) => set(d.value)}
          onBlur={blur}
        />
      </Field>
    );
  }
  const choices = config.choices?.[key];
  if (choices) {
    return (
      <Field {...fieldProps}>
        <Combobox inlinePopup freeform value={text} selectedOptions={choices.includes(text) ? [text] : []} onChange={(e) => set(e.target.value)} onOptionSelect={(_e, d) => d.optionValue !== undefined && set(d.optionValue)} onBlur={blur}>
          {choices.map((c) => (
            <Option key={c} value={c}>
              {enumLabel(config, field.path, c, t)}
            </Option>
          ))}
        </Combobox>
      </Field>
    );
  }
  const type = widget === 'password' ? 'password' : field.kind === 'email' ? 'email' : field.kind === 'url' ? 'url' : 'text';
  return (
    <Field {...fieldProps}>
      <Input
        type={type}
        value={text}
        maxLength={field.maxLength}
        autoComplete={widget === 'password' ? 'new-password' : 'off'}
        contentBefore={widget === 'color' && /^#[0-9a-fA-F]{6}$/.test(text) ? <span className={styles.swatch} style={{ backgroundColor: text }} aria-hidden /> : undefined}
        onChange={(_e, d) => set(d.value)}
        onBlur={blur}
      />
    </Field>
  );
}

/** A date: DD.MM.YYYY typed or picked; text that is no date keeps the old value and says so under the field. */
function DateFieldEditor({ fieldProps, value, onChange, onBlur }: { fieldProps: FieldProps; value: string; onChange: (v: unknown) => void; onBlur: () => void }) {
  const { t } = useI18n();
  const [problem, setProblem] = useState<'invalid' | 'outOfRange' | null>(null);
  const message = problem === 'invalid' ? t('validation.invalidDate') : problem === 'outOfRange' ? t('date.outOfRange') : null;
  return (
    <Field {...fieldProps} {...(message ? { validationMessage: message, validationState: 'error' as const } : {})}>
      <DateInput value={value} onChange={onChange} onBlur={onBlur} onProblem={setProblem} />
    </Field>
  );
}

function ReadValue({ field, value, config, lang }: { field: FieldSpec; value: unknown; config: FormConfig; lang: Language }) {
  const styles = useStyles();
  const { t } = useI18n();
  const { options } = useRefOptions(config.refs?.[labelPath(field.path)]);
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return <span className={styles.muted}>–</span>;
  const titles = options.length ? new Map(options.map((o) => [o.value, o.title])) : null;
  const one = (v: unknown): string => {
    if (typeof v === 'boolean') return v ? t('common.yes') : t('common.no');
    if (field.kind === 'date' && typeof v === 'string') return formatDate(v);
    if (typeof v === 'object' && v !== null) return JSON.stringify(v);
    const s = String(v);
    return titles?.get(s) ?? enumLabel(config, field.path, s, t);
  };
  if (field.kind === 'record' && typeof value === 'object' && !Array.isArray(value)) {
    return <>{Object.entries(value as Record<string, unknown>).map(([k, v]) => `${k}: ${one(v)}`).join('\n')}</>;
  }
  return <>{Array.isArray(value) ? value.map(one).join(', ') : one(value)}</>;
}

/**
 * A reference to another resource: its entries by title (one, or several for lists of ids). Users
 * who may not read the other resource type the value instead.
 */
function RefSelect({ field, value, onChange, onBlur }: { field: FieldSpec; value: unknown; onChange: (v: unknown) => void; onBlur: () => void }) {
  const form = useSchemaForm();
  const { t } = useI18n();
  const { options, isLoading, usable } = useRefOptions(form.config.refs?.[labelPath(field.path)]);
  if (!usable) {
    if (field.kind === 'textList') return <TagInput value={Array.isArray(value) ? value.map(String) : []} onChange={onChange} onBlur={onBlur} />;
    return <Input value={typeof value === 'string' ? value : ''} onChange={(_e, d) => onChange(d.value)} onBlur={onBlur} />;
  }
  const multi = field.kind === 'textList';
  const selected = multi ? (Array.isArray(value) ? value.map(String) : []) : typeof value === 'string' && value ? [value] : [];
  const titleFor = (v: string) => options.find((o) => o.value === v)?.title ?? v;
  return (
    <Dropdown inlinePopup
      multiselect={multi}
      value={selected.map(titleFor).join(', ')}
      selectedOptions={selected}
      placeholder={isLoading ? t('common.loading') : undefined}
      onOptionSelect={(_e, d) => onChange(multi ? d.selectedOptions : d.optionValue || undefined)}
      onBlur={onBlur}
    >
      {!multi && !field.required ? <Option value="">{t('form.none')}</Option> : null}
      {options.map((o) => (
        <Option key={o.value} value={o.value}>
          {o.title}
        </Option>
      ))}
    </Dropdown>
  );
}

/** Text that becomes a number, a switch or a list where the field takes one (rule values). */
function PlainInput({ types, value, onChange, onBlur }: { types: NonNullable<FieldSpec['plainTypes']>; value: unknown; onChange: (v: unknown) => void; onBlur: () => void }) {
  const [text, setText] = useState(formatPlain(value));
  // The typed text stays as typed ("DE," on the way to "DE, AT"); a change from outside replaces it.
  useEffect(() => {
    setText((current) => (formatPlain(parsePlain(current, types)) === formatPlain(value) ? current : formatPlain(value)));
  }, [value, types]);
  return (
    <Input
      value={text}
      onChange={(_e, d) => {
        setText(d.value);
        onChange(parsePlain(d.value, types));
      }}
      onBlur={onBlur}
    />
  );
}

interface Pair {
  key: string;
  text: string;
}

const pairsOf = (value: unknown): Pair[] =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value as Record<string, unknown>).map(([key, v]) => ({ key, text: formatPlain(v) })) : [];

/** Key and value rows (a provider's settings; write-only secrets with hidden values). */
function RecordEditor({ field, value, onChange, onBlur, secret }: { field: FieldSpec; value: unknown; onChange: (v: unknown) => void; onBlur: () => void; secret: boolean }) {
  const styles = useStyles();
  const { t } = useI18n();
  const [pairs, setPairs] = useState<Pair[]>(() => pairsOf(value));
  const types = field.plainTypes ?? ['string'];

  const commit = (next: Pair[]) => {
    setPairs(next);
    const record: Record<string, unknown> = {};
    for (const p of next) if (p.key.trim()) record[p.key.trim()] = secret ? p.text : parsePlain(p.text, types.filter((x) => x !== 'array'));
    onChange(next.length === 0 && value === undefined ? undefined : record);
  };

  return (
    <div className={styles.pairs}>
      {pairs.map((p, i) => (
        <div key={i} className={styles.pair}>
          <Input aria-label={t('form.recordKey')} value={p.key} onChange={(_e, d) => commit(pairs.map((x, j) => (j === i ? { ...x, key: d.value } : x)))} onBlur={onBlur} />
          <Input
            aria-label={t('form.recordValue')}
            type={secret ? 'password' : 'text'}
            autoComplete={secret ? 'new-password' : 'off'}
            value={p.text}
            onChange={(_e, d) => commit(pairs.map((x, j) => (j === i ? { ...x, text: d.value } : x)))}
            onBlur={onBlur}
          />
          <Button appearance="subtle" icon={<DeleteRegular />} aria-label={t('form.removeEntry')} onClick={() => commit(pairs.filter((_x, j) => j !== i))} />
        </div>
      ))}
      <div>
        <Button size="small" icon={<AddRegular />} onClick={() => setPairs([...pairs, { key: '', text: '' }])}>
          {t('form.addEntry')}
        </Button>
      </div>
    </div>
  );
}

/** A list of small objects (certifications, rule conditions, data fields): add, edit, remove entries. */
function ObjectListEditor({ field, label, readOnly, message }: { field: FieldSpec; label: string; readOnly: boolean; message?: string }) {
  const styles = useStyles();
  const form = useSchemaForm();
  const { t } = useI18n();
  const entries = Array.isArray(form.get(field.path)) ? (form.get(field.path) as unknown[]) : [];
  const children = field.children ?? [];
  const full = field.maxLength !== undefined && entries.length >= field.maxLength;

  return (
    <fieldset className={styles.group} data-field={field.path}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.entries}>
        {entries.map((_entry, i) => (
          <div key={i} className={styles.entry} data-testid="list-entry">
            <div className={styles.entryHead}>
              <Subtitle2 as="h4">{t('form.entryN', { n: i + 1 })}</Subtitle2>
              {readOnly ? null : (
                <Button
                  appearance="subtle"
                  icon={<DeleteRegular />}
                  aria-label={t('form.removeEntryN', { n: i + 1 })}
                  onClick={() => form.set(field.path, entries.filter((_e, j) => j !== i))}
                />
              )}
            </div>
            <div className={styles.grid}>
              {children.map((c) => (
                <FieldEditor key={c.key} field={{ ...c, path: `${field.path}.${i}.${c.key}`, children: c.children?.map((g) => ({ ...g, path: `${field.path}.${i}.${c.key}.${g.key}` })) }} />
              ))}
            </div>
          </div>
        ))}
        {entries.length === 0 ? <Caption1 className={styles.muted}>{t('form.noEntries')}</Caption1> : null}
        {readOnly ? null : (
          <div>
            <Button icon={<AddRegular />} disabled={full} onClick={() => form.set(field.path, [...entries, initialValues(children)])} data-testid={`add-${field.path}`}>
              {t('form.addEntry')}
            </Button>
          </div>
        )}
      </div>
      {message ? (
        <Caption1 role="alert" className={styles.error}>
          {message}
        </Caption1>
      ) : null}
    </fieldset>
  );
}
