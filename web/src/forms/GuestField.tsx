import { Body1, Button, Caption1, Checkbox, Field, Input, Link, Radio, RadioGroup, Select, Textarea } from '@fluentui/react-components';
import { useId, useState, type ReactNode } from 'react';
import type { AnswerValue, SignatureAnswer } from '../../../shared/domain/forms/form-answers';
import type { FormField } from '../../../shared/domain/forms/form-definition';
import { asksNothing, MAX_STARS } from '../../../shared/domain/forms/form-field-types';
import type { Translate } from '../../../shared/i18n/core';
import { dateTextToIso, isoToDateText } from './guest-form-text';
import { SignatureInput } from './SignatureInput';
import { localText, RequiredMark, useGuestFormStyles } from './guest-form-styles';
import type { GuestFormViewProps } from './GuestFormView';
import { UploadInput } from './UploadInput';

export type FieldProps = GuestFormViewProps & {
  field: FormField;
  value: AnswerValue | undefined;
  onValue: (value: AnswerValue | undefined) => void;
  required: boolean;
  message: string | undefined;
  headingLevel: 3 | 4 | 5 | 6;
};

export function GuestField({ field, value, onValue, required, message, lang, t, countries, uploads = false, uploader, minor, headingLevel }: FieldProps) {
  const styles = useGuestFormStyles();
  const groupId = useId();
  // A question without a label in any language (a draft) shows its id rather than nothing.
  const label = localText(field.label, lang) || (asksNothing(field.type) ? '' : field.id);
  const help = localText(field.help, lang);
  const options = (field.options ?? []).map((o) => ({ value: o.value, label: localText(o.label, lang) || o.value }));
  const str = typeof value === 'string' ? value : '';
  const list = Array.isArray(value) ? value : [];
  const fieldProps = {
    label,
    required,
    hint: help || undefined,
    validationState: message ? ('error' as const) : ('none' as const),
    validationMessage: message,
  };
  const group = (children: ReactNode) => (
    <fieldset className={styles.group} aria-describedby={message ? `${groupId}-msg` : undefined}>
      <legend className={styles.legend}>
        {label}
        {required ? <RequiredMark label={t('guestForm.required')} /> : null}
      </legend>
      {help ? <Caption1 className={styles.hint}>{help}</Caption1> : null}
      {children}
      {message ? (
        <div id={`${groupId}-msg`} className={styles.error}>
          {message}
        </div>
      ) : null}
    </fieldset>
  );

  switch (field.type) {
    case 'Header': {
      const H = `h${headingLevel}` as 'h3';
      return <H className={styles.sectionHeading}>{label}</H>;
    }
    case 'Text':
      return (
        <div>
          {label ? <Body1 className={styles.para}>{label}</Body1> : null}
          {help ? <Caption1 className={styles.hint}>{help}</Caption1> : null}
        </div>
      );
    case 'Video':
      return field.url ? (
        <Link href={field.url} target="_blank" rel="noopener noreferrer">
          {label || field.url}
        </Link>
      ) : (
        <Body1>{label}</Body1>
      );
    case 'Download':
      return (
        <div>
          <Body1>{label}</Body1> {help ? <Caption1 className={styles.hint}>{help}</Caption1> : null}
        </div>
      );
    case 'QuestionShort':
    case 'Phone':
    case 'Email':
      return (
        <Field {...fieldProps}>
          <Input
            type={field.type === 'Phone' ? 'tel' : field.type === 'Email' ? 'email' : 'text'}
            value={str}
            onChange={(_e, d) => onValue(d.value)}
            {...(field.validation?.maxLength ? { maxLength: field.validation.maxLength } : {})}
          />
        </Field>
      );
    case 'QuestionLong':
      return (
        <Field {...fieldProps}>
          <Textarea value={str} onChange={(_e, d) => onValue(d.value)} resize="vertical" />
        </Field>
      );
    case 'Date':
      return (
        <Field {...fieldProps}>
          <DateText value={str} onValue={onValue} t={t} />
        </Field>
      );
    case 'Time':
      return (
        <Field {...fieldProps}>
          <Input type="time" value={str} onChange={(_e, d) => onValue(d.value)} />
        </Field>
      );
    case 'DateTime': {
      const [day = '', time = ''] = str.split('T');
      const join = (d: string, h: string) => onValue(d || h ? `${d}T${h}` : undefined);
      return group(
        <div className={styles.row}>
          <Field label={t('guestForm.day')}>
            <DateText value={day} onValue={(d) => join(typeof d === 'string' ? d : '', time)} t={t} />
          </Field>
          <Field label={t('guestForm.time')}>
            <Input type="time" value={time} onChange={(_e, d) => join(day, d.value)} />
          </Field>
        </div>,
      );
    }
    case 'Radio':
      return (
        <Field {...fieldProps}>
          <RadioGroup value={str} onChange={(_e, d) => onValue(d.value)}>
            {options.map((o) => (
              <Radio key={o.value} value={o.value} label={o.label} />
            ))}
          </RadioGroup>
        </Field>
      );
    case 'Select':
      return (
        <Field {...fieldProps}>
          <Select value={str} onChange={(_e, d) => onValue(d.value)}>
            <option value="">{t('guestForm.choose')}</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </Field>
      );
    case 'MultipleChoice':
      return group(
        options.map((o) => (
          <Checkbox
            key={o.value}
            label={o.label}
            checked={list.includes(o.value)}
            onChange={(_e, d) => onValue(d.checked ? [...list, o.value] : list.filter((x) => x !== o.value))}
          />
        )),
      );
    case 'MultipleSelect':
      return (
        <Field {...fieldProps} hint={help || t('guestForm.multiSelectHint')}>
          <select multiple className={styles.list} value={list} onChange={(e) => onValue([...e.currentTarget.selectedOptions].map((o) => o.value))}>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </Field>
      );
    case 'Stars':
      return (
        <Field {...fieldProps}>
          <RadioGroup layout="horizontal" value={typeof value === 'number' ? String(value) : ''} onChange={(_e, d) => onValue(Number(d.value))}>
            {Array.from({ length: MAX_STARS }, (_, i) => i + 1).map((n) => (
              <Radio key={n} value={String(n)} label={'★'.repeat(n)} aria-label={t('guestForm.stars', { count: n })} />
            ))}
          </RadioGroup>
        </Field>
      );
    case 'Image':
      return uploader ? (
        <UploadInput
          field={field.id}
          label={label}
          required={required}
          {...(help ? { help } : {})}
          {...(message ? { message } : {})}
          value={uploadRefOf(value)}
          onValue={onValue}
          uploader={uploader}
          t={t}
        />
      ) : (
        <Field {...fieldProps} hint={uploads ? help || undefined : t('guestForm.uploadLater')}>
          <Button disabled={!uploads}>{t('guestForm.upload')}</Button>
        </Field>
      );
    case 'Country':
      return (
        <Field {...fieldProps}>
          <Select value={str} onChange={(_e, d) => onValue(d.value)}>
            <option value="">{t('guestForm.choose')}</option>
            {(countries ?? []).map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </Select>
        </Field>
      );
    case 'Signature':
      return (
        <SignatureInput
          value={value as SignatureAnswer | undefined}
          onChange={onValue}
          t={t}
          label={label}
          required={required}
          guardian={!!(minor && field.guardianForMinors)}
          {...(message ? { message } : {})}
        />
      );
    case 'Certification': {
      const c = (value && typeof value === 'object' && !Array.isArray(value) && 'agency' in value ? value : undefined) as
        { agency: string; level: string; number?: string; date?: string; card?: { upload: string } } | undefined;
      const setC = (change: Record<string, string | undefined>, card: { upload: string } | null | undefined = c?.card) => {
        const next: Record<string, unknown> = { agency: c?.agency ?? '', level: c?.level ?? '' };
        if (c?.number) next.number = c.number;
        if (c?.date) next.date = c.date;
        if (card) next.card = card;
        for (const [k, v] of Object.entries(change)) {
          if (v) next[k] = v;
          else if (k !== 'agency' && k !== 'level') delete next[k];
          else next[k] = '';
        }
        onValue(Object.values(next).some(Boolean) ? (next as AnswerValue) : undefined);
      };
      return group(
        <>
          <div className={styles.row}>
            <Field label={t('guestForm.certification.agency')} required={required}>
              <Input value={c?.agency ?? ''} onChange={(_e, d) => setC({ agency: d.value })} />
            </Field>
            <Field label={t('guestForm.certification.level')} required={required}>
              <Input value={c?.level ?? ''} onChange={(_e, d) => setC({ level: d.value })} />
            </Field>
            <Field label={t('guestForm.certification.number')}>
              <Input value={c?.number ?? ''} onChange={(_e, d) => setC({ number: d.value })} />
            </Field>
            <Field label={t('guestForm.certification.date')}>
              <DateText value={c?.date ?? ''} onValue={(d) => setC({ date: typeof d === 'string' ? d : undefined })} t={t} />
            </Field>
          </div>
          {/* The card on a line of its own: beside the short fields its preview pushed them apart. */}
          {uploader ? (
            <UploadInput
              field={field.id}
              label={t('guestForm.certification.card')}
              value={c?.card}
              onValue={(card) => setC({}, card ?? null)}
              uploader={uploader}
              t={t}
            />
          ) : (
            <Field label={t('guestForm.certification.card')} hint={uploads ? undefined : t('guestForm.uploadLater')}>
              <Button disabled={!uploads}>{t('guestForm.upload')}</Button>
            </Field>
          )}
        </>,
      );
    }
    default:
      return asksNothing(field.type) ? null : <Body1>{label}</Body1>;
  }
}

const uploadRefOf = (v: AnswerValue | undefined): { upload: string } | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) && typeof (v as { upload?: unknown }).upload === 'string' ? (v as { upload: string }) : undefined;

/** A day typed as DD.MM.YYYY: the answer is the ISO day once it is one, else the text as typed (the check says why). */
function DateText({ value, onValue, t }: { value: string; onValue: (v: AnswerValue | undefined) => void; t: Translate }) {
  const [typed, setTyped] = useState(() => (value ? isoToDateText(value) : ''));
  const shownText = dateTextToIso(typed) === value || (!value && !typed) ? typed : value ? isoToDateText(value) : typed;
  return (
    <Input
      value={shownText}
      placeholder={t('guestForm.datePlaceholder')}
      inputMode="numeric"
      onChange={(_e, d) => {
        setTyped(d.value);
        onValue(dateTextToIso(d.value) ?? (d.value || undefined));
      }}
    />
  );
}
