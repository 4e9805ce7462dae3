import { Checkbox, Field, Input, Select } from '@fluentui/react-components';
import {
  DATE_UNITS,
  RELATIVE_DATE_BASES,
  TEXT_PATTERNS,
  type FieldValidation,
  type FormField,
  type FormFieldType,
  type RelativeDate,
} from '../../../../shared/domain/forms/form-definition';
import type { MessageKey } from '../../../../shared/i18n/core';
import { useI18n } from '../../hooks/use-i18n';
import { numberOrUndefined, useStyles, type PathErrors } from './editor-parts';

const TEXT_TYPES: readonly FormFieldType[] = ['QuestionShort', 'QuestionLong'];
const MULTI_TYPES: readonly FormFieldType[] = ['MultipleChoice', 'MultipleSelect'];
const DATE_TYPES: readonly FormFieldType[] = ['Date', 'DateTime', 'Certification'];

export function ValidationEditor({
  field,
  validation,
  onChange,
  errors,
}: {
  field: FormField;
  validation: FieldValidation;
  onChange: (change: Partial<FieldValidation>) => void;
  errors: PathErrors;
}) {
  const styles = useStyles();
  const { t } = useI18n();
  const num = (key: 'minLength' | 'maxLength' | 'min' | 'max', label: MessageKey) => (
    <Field label={t(label)} validationMessage={errors[key]} validationState={errors[key] ? 'error' : 'none'}>
      <Input
        type="number"
        min={0}
        value={validation[key] === undefined ? '' : String(validation[key])}
        onChange={(_e, d) => onChange({ [key]: numberOrUndefined(d.value) })}
      />
    </Field>
  );
  let body = null;
  if (TEXT_TYPES.includes(field.type))
    body = (
      <div className={styles.grid}>
        {num('minLength', 'formEditor.minLength')}
        {num('maxLength', 'formEditor.maxLength')}
        <Field label={t('formEditor.pattern')}>
          <Select value={validation.pattern ?? ''} onChange={(_e, d) => onChange({ pattern: (d.value || undefined) as FieldValidation['pattern'] })}>
            <option value="">{t('formEditor.patternNone')}</option>
            {TEXT_PATTERNS.map((p) => (
              <option key={p} value={p}>
                {t(`formEditor.pattern.${p}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
    );
  else if (MULTI_TYPES.includes(field.type))
    body = (
      <div className={styles.grid}>
        {num('min', 'formEditor.minChoices')}
        {num('max', 'formEditor.maxChoices')}
      </div>
    );
  else if (DATE_TYPES.includes(field.type))
    body = (
      <div className={styles.stack}>
        <RelativeDateEditor label="formEditor.notBefore" value={validation.notBefore} onChange={(notBefore) => onChange({ notBefore })} />
        <RelativeDateEditor label="formEditor.notAfter" value={validation.notAfter} onChange={(notAfter) => onChange({ notAfter })} />
      </div>
    );
  if (!body) return null;
  return (
    <fieldset className={styles.box}>
      <legend className={styles.legend}>{t('formEditor.validation')}</legend>
      {body}
    </fieldset>
  );
}

function RelativeDateEditor({
  label,
  value,
  onChange,
}: {
  label: MessageKey;
  value: RelativeDate | undefined;
  onChange: (v: RelativeDate | undefined) => void;
}) {
  const styles = useStyles();
  const { t } = useI18n();
  const what = t(label);
  return (
    <div className={styles.row} role="group" aria-label={what}>
      <Checkbox
        checked={!!value}
        onChange={(_e, d) => onChange(d.checked ? { from: 'today', amount: 0, unit: 'days' } : undefined)}
        label={t('formEditor.dateRuleOn', { what })}
      />
      {value ? (
        <>
          <Field label={t('formEditor.dateFrom')}>
            <Select value={value.from} onChange={(_e, d) => onChange({ ...value, from: d.value as RelativeDate['from'] })}>
              {RELATIVE_DATE_BASES.map((b) => (
                <option key={b} value={b}>
                  {t(`formEditor.base.${b}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('formEditor.dateAmount')} className={styles.small}>
            <Input
              type="number"
              value={String(value.amount)}
              onChange={(_e, d) => onChange({ ...value, amount: Math.trunc(numberOrUndefined(d.value) ?? 0) })}
            />
          </Field>
          <Field label={t('formEditor.dateUnit')}>
            <Select value={value.unit} onChange={(_e, d) => onChange({ ...value, unit: d.value as RelativeDate['unit'] })}>
              {DATE_UNITS.map((u) => (
                <option key={u} value={u}>
                  {t(`formEditor.unit.${u}`)}
                </option>
              ))}
            </Select>
          </Field>
        </>
      ) : null}
    </div>
  );
}
