import * as z from 'zod';
import { ZDescription, ZKey, ZLocalizedText, ZName, ZRef } from '../common';
import { FORM_FIELD_TYPES, asksNothing, isChoice, ASKED_PER, FORM_ATTACH, FORM_PURPOSES, FORM_FLAGS } from './form-field-types';

// The field types, their helpers and fieldsOf live without zod (./form-field-types) for the guest page's first load.
export * from './form-field-types';

/**
 * Guest form definitions (issue 24; docs/decisions/forms.md): a form is sections of fields; a field is one of spec 2's
 * 15 guest-form field types or one of the blocks a dive operator needs (signature, certification, country, phone,
 * e-mail). Definitions are versioned: every saved change is a new version, and a filled form keeps the version it
 * was answered on (functions/data/forms.ts keeps each version's snapshot).
 */

/** A field's id: the key its answer is stored under, unique in the form. */
export const ZFieldId = z
  .string()
  .min(1)
  .max(60)
  .regex(/^[A-Za-z][A-Za-z0-9_-]*$/, { message: 'Use a letter first, then letters, digits, _ and - only' });

export const ZFormOption = z.strictObject({ value: ZKey, label: ZLocalizedText.default({}) });
export type FormOption = z.infer<typeof ZFormOption>;

/**
 * A date relative to a day of the booking (spec 1: "date not earlier or not later than a relative date expression,
 * plus or minus N units"): `{ from: 'arrival', amount: -18, unit: 'years' }` is 18 years before arrival.
 */
export const RELATIVE_DATE_BASES = ['today', 'arrival', 'departure'] as const;
export const DATE_UNITS = ['days', 'weeks', 'months', 'years'] as const;
export const ZRelativeDate = z.strictObject({
  from: z.enum(RELATIVE_DATE_BASES),
  amount: z.number().int().min(-1200).max(1200).default(0),
  unit: z.enum(DATE_UNITS).default('days'),
});
export type RelativeDate = z.infer<typeof ZRelativeDate>;

/** Patterns of spec 1's rule helpers a text answer can be held to. */
export const TEXT_PATTERNS = ['email', 'flightNumber', 'digits'] as const;

export const ZFieldValidation = z.strictObject({
  minLength: z.number().int().min(0).max(20_000).optional(),
  maxLength: z.number().int().min(1).max(20_000).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  notBefore: ZRelativeDate.optional(),
  notAfter: ZRelativeDate.optional(),
  pattern: z.enum(TEXT_PATTERNS).optional(),
});
export type FieldValidation = z.infer<typeof ZFieldValidation>;

/** How a rule compares the answer of `field` with `value`. */
export const CONDITION_OPS = ['equals', 'notEquals', 'includes', 'answered', 'notAnswered', 'lessThan', 'greaterThan'] as const;
export type ConditionOp = (typeof CONDITION_OPS)[number];
export const ZConditionRule = z.strictObject({
  field: ZFieldId,
  op: z.enum(CONDITION_OPS),
  value: z.union([z.string().max(200), z.number()]).optional(),
});
export type ConditionRule = z.infer<typeof ZConditionRule>;

/**
 * When a field is shown (`show`) or required (`require`): true when ANY of the groups holds, a group holding when ALL
 * its rules hold (OR of ANDs). A field hidden by its condition is neither asked nor checked: it never blocks submit,
 * and its stored answer counts for nothing (not for flags, not for other conditions).
 */
export const ZCondition = z.strictObject({
  effect: z.enum(['show', 'require']).default('show'),
  any: z
    .array(z.strictObject({ all: z.array(ZConditionRule).min(1).max(20) }))
    .min(1)
    .max(20),
});
export type Condition = z.infer<typeof ZCondition>;

export const ZFormField = z.strictObject({
  id: ZFieldId,
  type: z.enum(FORM_FIELD_TYPES),
  label: ZLocalizedText.default({}),
  help: ZLocalizedText.optional(),
  required: z.boolean().default(false),
  /** Unset: the form's own (`askedPer` of the definition). */
  askedPer: z.enum(ASKED_PER).optional(),
  /** The choices of Radio, Select, MultipleChoice and MultipleSelect. */
  options: z.array(ZFormOption).min(1).max(100).optional(),
  validation: ZFieldValidation.optional(),
  condition: ZCondition.optional(),
  /** An answer among `when` raises the flag on the filled form (the medical questionnaire's physician sign-off). */
  raises: z.strictObject({ flag: z.enum(FORM_FLAGS), when: z.array(ZKey).min(1).max(100) }).optional(),
  /** Where "sync with customer" writes the answer: a customer field path or a customer data field key. */
  customerField: ZKey.optional(),
  /** Download: the file offered (a media id); Video: the address of the video. */
  media: ZRef.optional(),
  url: z
    .url({ protocol: /^https$/ })
    .max(2000)
    .optional(),
  /** Signature: a guest under 18 on arrival signs through a guardian (name and relation asked). */
  guardianForMinors: z.boolean().optional(),
});
export type FormField = z.infer<typeof ZFormField>;

export const ZFormSection = z.strictObject({
  id: ZFieldId,
  title: ZLocalizedText.default({}),
  help: ZLocalizedText.optional(),
  condition: ZCondition.optional(),
  fields: z.array(ZFormField).max(150).default([]),
});
export type FormSection = z.infer<typeof ZFormSection>;

export const MAX_FORM_SECTIONS = 40;

export const ZFormDefinitionBase = z.strictObject({
  name: ZName,
  purpose: z.enum(FORM_PURPOSES).default('custom'),
  title: ZLocalizedText.default({}),
  intro: ZLocalizedText.optional(),
  description: ZDescription.optional(),
  /** Asked once per booking or once per guest (a field may say otherwise). */
  askedPer: z.enum(ASKED_PER).default('guest'),
  sections: z.array(ZFormSection).max(MAX_FORM_SECTIONS).default([]),
  active: z.boolean().default(true),
  attach: z.enum(FORM_ATTACH).default('manual'),
});

/** The problems of a definition's structure, each with the path of the part at fault (empty: well formed). */
export function definitionProblems(def: z.infer<typeof ZFormDefinitionBase>): Array<{ path: (string | number)[]; message: string }> {
  const problems: Array<{ path: (string | number)[]; message: string }> = [];
  const seen = new Map<string, FormField>();
  const sectionIds = new Set<string>();
  const checkCondition = (condition: Condition | undefined, path: (string | number)[], own?: string) => {
    condition?.any.forEach((group, g) =>
      group.all.forEach((rule, r) => {
        const at = [...path, 'condition', 'any', g, 'all', r, 'field'];
        const target = seen.get(rule.field);
        if (rule.field === own) problems.push({ path: at, message: 'A field cannot depend on itself' });
        else if (!target) problems.push({ path: at, message: `"${rule.field}" is not a question before this one` });
        else if (asksNothing(target.type)) problems.push({ path: at, message: `"${rule.field}" asks nothing` });
        else if (rule.op !== 'answered' && rule.op !== 'notAnswered' && rule.value === undefined)
          problems.push({ path: [...path, 'condition', 'any', g, 'all', r, 'value'], message: 'The rule needs a value' });
      }),
    );
  };
  def.sections.forEach((section, s) => {
    if (sectionIds.has(section.id)) problems.push({ path: ['sections', s, 'id'], message: `The section id "${section.id}" appears twice` });
    sectionIds.add(section.id);
    checkCondition(section.condition, ['sections', s]);
    section.fields.forEach((field, f) => {
      const path = ['sections', s, 'fields', f];
      if (seen.has(field.id)) problems.push({ path: [...path, 'id'], message: `The field id "${field.id}" appears twice` });
      checkCondition(field.condition, path, field.id);
      if (isChoice(field.type) && !field.options?.length) problems.push({ path: [...path, 'options'], message: 'A choice needs its options' });
      if (!isChoice(field.type) && field.options) problems.push({ path: [...path, 'options'], message: 'Only a choice has options' });
      const values = new Set(field.options?.map((o) => o.value));
      if (field.options && values.size !== field.options.length) problems.push({ path: [...path, 'options'], message: 'An option appears twice' });
      if (field.raises && !isChoice(field.type)) problems.push({ path: [...path, 'raises'], message: 'Only a choice raises a flag' });
      for (const value of field.raises?.when ?? [])
        if (!values.has(value)) problems.push({ path: [...path, 'raises', 'when'], message: `"${value}" is not an option` });
      if (asksNothing(field.type) && (field.required || field.condition?.effect === 'require'))
        problems.push({ path: [...path, 'required'], message: 'A field that asks nothing cannot be required' });
      if (field.type === 'Download' && !field.media) problems.push({ path: [...path, 'media'], message: 'A download needs its file' });
      if (field.type === 'Video' && !field.url) problems.push({ path: [...path, 'url'], message: 'A video needs its address' });
      const v = field.validation;
      if (v?.minLength !== undefined && v.maxLength !== undefined && v.minLength > v.maxLength)
        problems.push({ path: [...path, 'validation', 'maxLength'], message: 'The longest is shorter than the shortest' });
      if (v?.min !== undefined && v.max !== undefined && v.min > v.max)
        problems.push({ path: [...path, 'validation', 'max'], message: 'The largest is below the smallest' });
      seen.set(field.id, field);
    });
  });
  return problems;
}

export const ZFormDefinition = ZFormDefinitionBase.superRefine((def, ctx) => {
  for (const p of definitionProblems(def)) ctx.addIssue({ code: 'custom', path: p.path, message: p.message });
});
export type FormDefinition = z.infer<typeof ZFormDefinition>;
