import { Body1, Caption1, Combobox, Dropdown, Field, Input, Option, SpinButton, Switch, Textarea } from '@fluentui/react-components';
import { useI18n } from '../../hooks/use-i18n';
import { enumLabel, fieldLabel, labelPath } from '../../resources/labels';
import type { FormConfig } from '../../resources/resource-types';
import { TagInput } from '../TagInput/TagInput';
import { useSchemaForm } from './form-context';
import type { FieldSpec } from './schema-fields';
import { useFieldStyles as useStyles } from './field-styles';
import { DateFieldEditor, PlainInput, ReadValue, RefSelect } from './field-inputs';
import { ObjectListEditor, RecordEditor } from './collection-editors';

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
  const { t } = useI18n();
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
        {custom({ path: field.path, label, value, draft: form.draft, onChange: set, onBlur: blur, readOnly, message: messageText, setField: form.set })}
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
          <ReadValue field={field} value={value} config={config} />
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
          <Dropdown
            inlinePopup
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
          <Dropdown
            inlinePopup
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
        <Combobox
          inlinePopup
          freeform
          value={text}
          selectedOptions={choices.includes(text) ? [text] : []}
          onChange={(e) => set(e.target.value)}
          onOptionSelect={(_e, d) => d.optionValue !== undefined && set(d.optionValue)}
          onBlur={blur}
        >
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
        contentBefore={
          widget === 'color' && /^#[0-9a-fA-F]{6}$/.test(text) ? <span className={styles.swatch} style={{ backgroundColor: text }} aria-hidden /> : undefined
        }
        onChange={(_e, d) => set(d.value)}
        onBlur={blur}
      />
    </Field>
  );
}
