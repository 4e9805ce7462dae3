import { useEffect, useState, type RefObject } from 'react';
import { Field, Input, makeStyles, Select, shorthands, Textarea, tokens } from '@fluentui/react-components';
import { mediaResource } from '../../../../shared/api/media';
import { LANGUAGES, type Language } from '../../../../shared/constants';
import { ASKED_PER, FORM_PURPOSES, type FormAttach, type FormFieldType } from '../../../../shared/domain/forms/form-definition';
import type { MessageKey, Translate } from '../../../../shared/i18n/core';
import { useI18n } from '../../hooks/use-i18n';
import type { ResourceRef } from '../../resources/resource-types';
import { useRefOptions } from '../../resources/use-resource';
import { type EditableDefinition } from './definition-edit';

/** The definition as the editor holds it (the schema's fields; what the server owns is left out). */
export type DefinitionDraft = EditableDefinition & {
  name: string;
  purpose: (typeof FORM_PURPOSES)[number];
  askedPer: (typeof ASKED_PER)[number];
  /** Which bookings "attach all that apply" gives this form to (docs/decisions/forms.md). */
  attach: FormAttach;
  title: Partial<Record<Language, string>>;
  intro?: Partial<Record<Language, string>>;
  description?: string;
  active: boolean;
};

/** Field errors by path (sections.0.fields.2.options), already translated. */
export type PathErrors = Readonly<Record<string, string>>;

export const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  card: { padding: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalM },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: tokens.spacingHorizontalM, alignItems: 'start' },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
  head: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' },
  title: { margin: 0 },
  field: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalS,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  fieldError: { ...shorthands.borderColor(tokens.colorPaletteRedBorder2) },
  fieldName: { flexGrow: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  mono: { fontFamily: tokens.fontFamilyMonospace, color: tokens.colorNeutralForeground3 },
  hint: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
  box: {
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalS,
    margin: 0,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: `0 ${tokens.spacingHorizontalXS}` },
  small: { maxWidth: '140px' },
});

export const LANG_NAME: Record<Language, MessageKey> = { de: 'header.languageName.de', en: 'header.languageName.en' };
export const PURPOSE_LABEL: Record<DefinitionDraft['purpose'], MessageKey> = {
  registration: 'label.formDefinitions.registration',
  medical: 'label.formDefinitions.medical',
  waiver: 'label.formDefinitions.waiver',
  rental: 'label.formDefinitions.rental',
  custom: 'label.formDefinitions.custom',
};
export const ASKED_LABEL: Record<DefinitionDraft['askedPer'], MessageKey> = {
  booking: 'label.formDefinitions.perBooking',
  guest: 'label.formDefinitions.perGuest',
};
export const ATTACH_LABEL: Record<FormAttach, MessageKey> = {
  manual: 'label.formDefinitions.attachManual',
  allBookings: 'label.formDefinitions.attachAllBookings',
  trips: 'label.formDefinitions.attachTrips',
  stays: 'label.formDefinitions.attachStays',
};
export const typeLabel = (t: Translate, type: FormFieldType) => t(`formEditor.type.${type}` as MessageKey);
export const local = (v: Partial<Record<Language, string>> | undefined, lang: Language) => v?.[lang] || v?.en || v?.de || '';

/** Texts in each language, one input per language. */
export function LocalizedInputs({
  value,
  onChange,
  labelKey,
  multiline = false,
  error,
  testId,
}: {
  value: Partial<Record<Language, string>> | undefined;
  onChange: (value: Partial<Record<Language, string>> | undefined) => void;
  labelKey: MessageKey;
  multiline?: boolean;
  error?: string;
  testId?: string;
}) {
  const { t } = useI18n();
  const set = (lang: Language, text: string) => {
    const next = { ...(value ?? {}) };
    if (text) next[lang] = text;
    else delete next[lang];
    onChange(Object.keys(next).length ? next : undefined);
  };
  return (
    <>
      {LANGUAGES.map((lang) => (
        <Field key={lang} label={t(labelKey, { lang: t(LANG_NAME[lang]) })} validationMessage={error} validationState={error ? 'error' : 'none'}>
          {multiline ? (
            <Textarea value={value?.[lang] ?? ''} onChange={(_e, d) => set(lang, d.value)} resize="vertical" data-testid={testId && `${testId}-${lang}`} />
          ) : (
            <Input value={value?.[lang] ?? ''} onChange={(_e, d) => set(lang, d.value)} data-testid={testId && `${testId}-${lang}`} />
          )}
        </Field>
      ))}
    </>
  );
}

export const numberOrUndefined = (text: string) => (text.trim() === '' || Number.isNaN(Number(text)) ? undefined : Number(text));

/** Where the keyboard goes after a change: a moved item's same button, a new item's id. */
export type FocusRequest = { kind: 'field' | 'section'; id: string; what: 'up' | 'down' | 'id' };

/**
 * The editor's own state beside the draft: which field editors are open (by field id, so a field stays open when it
 * moves) and where the focus goes next (a moved field keeps the focus on its button, not on the one now in its place).
 */
export interface EditorUi {
  isOpen: (id: string) => boolean;
  setOpen: (id: string, open: boolean) => void;
  renamed: (from: string, to: string) => void;
  focus: FocusRequest | null;
  requestFocus: (request: FocusRequest | null) => void;
}

export function useEditorUi(): EditorUi {
  const [open, setOpenIds] = useState<ReadonlySet<string>>(new Set());
  const [focus, requestFocus] = useState<FocusRequest | null>(null);
  const change = (fn: (next: Set<string>) => void) =>
    setOpenIds((current) => {
      const next = new Set(current);
      fn(next);
      return next;
    });
  return {
    isOpen: (id) => open.has(id),
    setOpen: (id, to) => change((next) => (to ? next.add(id) : next.delete(id))),
    renamed: (from, to) =>
      change((next) => {
        if (next.delete(from)) next.add(to);
      }),
    focus,
    requestFocus,
  };
}

type Focusable = { focus(): void; disabled?: boolean } | null;

/** Carries out a focus request naming this item: its button (the other one when that is disabled now) or id input. */
export function useFocusRequest(
  ui: EditorUi,
  kind: FocusRequest['kind'],
  id: string,
  refs: { up: RefObject<Focusable>; down: RefObject<Focusable>; id: RefObject<Focusable> },
) {
  useEffect(() => {
    const r = ui.focus;
    if (!r || r.kind !== kind || r.id !== id) return;
    const wanted = refs[r.what].current;
    const other = (r.what === 'up' ? refs.down : refs.up).current;
    (wanted && !wanted.disabled ? wanted : other)?.focus();
    ui.requestFocus(null);
  });
}

const MEDIA_REF: ResourceRef = { resource: mediaResource };

/** A Download's file: one of the media library's files, or its id typed in by who may not list the library. */
export function MediaPicker({ value, onChange, error }: { value: string | undefined; onChange: (id: string | undefined) => void; error?: string }) {
  const { t } = useI18n();
  const { options, usable } = useRefOptions(MEDIA_REF);
  return (
    <Field label={t('formEditor.media')} required validationMessage={error} validationState={error ? 'error' : 'none'}>
      {usable ? (
        <Select value={value ?? ''} onChange={(_e, d) => onChange(d.value || undefined)}>
          <option value="">{t('guestForm.choose')}</option>
          {value && !options.some((o) => o.value === value) ? <option value={value}>{value}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.title}
            </option>
          ))}
        </Select>
      ) : (
        <Input value={value ?? ''} onChange={(_e, d) => onChange(d.value || undefined)} />
      )}
    </Field>
  );
}
