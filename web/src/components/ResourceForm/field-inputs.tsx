import { Dropdown, Field, type FieldProps, Input, Option } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useI18n } from '../../hooks/use-i18n';
import { enumLabel, labelPath } from '../../resources/labels';
import type { FormConfig } from '../../resources/resource-types';
import { scopedOptions, useRefOptions } from '../../resources/use-resource';
import { formatDate } from '../ResourceList/cell-format';
import { DateInput } from '../DateInput/DateInput';
import { TagInput } from '../TagInput/TagInput';
import { useSchemaForm } from './form-context';
import { formatPlain, parsePlain } from './form-values';
import type { FieldSpec } from './schema-fields';
import { useFieldStyles as useStyles } from './field-styles';

/** The single-value editors of a form field: a date, a read-only value, a reference, a plain value. */

/** A date: DD.MM.YYYY typed or picked; text that is no date keeps the old value and says so under the field. */
export function DateFieldEditor({
  fieldProps,
  value,
  onChange,
  onBlur,
}: {
  fieldProps: FieldProps;
  value: string;
  onChange: (v: unknown) => void;
  onBlur: () => void;
}) {
  const { t } = useI18n();
  const [problem, setProblem] = useState<'invalid' | 'outOfRange' | null>(null);
  const message = problem === 'invalid' ? t('validation.invalidDate') : problem === 'outOfRange' ? t('date.outOfRange') : null;
  return (
    <Field {...fieldProps} {...(message ? { validationMessage: message, validationState: 'error' as const } : {})}>
      <DateInput value={value} onChange={onChange} onBlur={onBlur} onProblem={setProblem} />
    </Field>
  );
}

export function ReadValue({ field, value, config }: { field: FieldSpec; value: unknown; config: FormConfig }) {
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
    return (
      <>
        {Object.entries(value as Record<string, unknown>)
          .map(([k, v]) => `${k}: ${one(v)}`)
          .join('\n')}
      </>
    );
  }
  return <>{Array.isArray(value) ? value.map(one).join(', ') : one(value)}</>;
}

/**
 * A reference to another resource: its entries by title (one, or several for lists of ids). Users
 * who may not read the other resource type the value instead.
 */
export function RefSelect({ field, value, onChange, onBlur }: { field: FieldSpec; value: unknown; onChange: (v: unknown) => void; onBlur: () => void }) {
  const form = useSchemaForm();
  const { t } = useI18n();
  const ref = form.config.refs?.[labelPath(field.path)];
  const { options: all, isLoading, usable } = useRefOptions(ref);
  if (!usable) {
    if (field.kind === 'textList') return <TagInput value={Array.isArray(value) ? value.map(String) : []} onChange={onChange} onBlur={onBlur} />;
    return <Input value={typeof value === 'string' ? value : ''} onChange={(_e, d) => onChange(d.value)} onBlur={onBlur} />;
  }
  const multi = field.kind === 'textList';
  const selected = multi ? (Array.isArray(value) ? value.map(String) : []) : typeof value === 'string' && value ? [value] : [];
  const options = scopedOptions(all, ref?.sameAs, ref?.sameAs ? form.get(ref.sameAs.formPath) : undefined, selected);
  const titleFor = (v: string) => options.find((o) => o.value === v)?.title ?? v;
  return (
    <Dropdown
      inlinePopup
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
export function PlainInput({
  types,
  value,
  onChange,
  onBlur,
}: {
  types: NonNullable<FieldSpec['plainTypes']>;
  value: unknown;
  onChange: (v: unknown) => void;
  onBlur: () => void;
}) {
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
