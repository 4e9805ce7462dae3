import type { z } from 'zod';
import type { FormField, ZFormDefinitionBase, ZFormSection } from '../../../shared/domain/forms/form-definition';

/** What the demo's guest forms (guest-forms.ts, guest-form-medical.ts) are written with. */
export type DefinitionInput = z.input<typeof ZFormDefinitionBase>;
export type FieldInput = z.input<typeof ZFormSection>['fields'] extends (infer F)[] | undefined ? F : never;

export const t = (en: string, de: string) => ({ en, de });
export const YES_NO = [
  { value: 'yes', label: t('Yes', 'Ja') },
  { value: 'no', label: t('No', 'Nein') },
];
export const yesNo = (id: string, en: string, de: string, extra: Partial<FormField> = {}): FieldInput => ({
  id,
  type: 'Radio',
  label: t(en, de),
  required: true,
  options: YES_NO,
  ...extra,
});

/** The date of birth, which a guest of 8 or more gives (the youngest a dive course takes), synced to the customer. */
export const BIRTHDAY: FieldInput = {
  id: 'birthday',
  type: 'Date',
  label: t('Date of birth', 'Geburtsdatum'),
  required: true,
  validation: { notAfter: { from: 'today', amount: -8, unit: 'years' } },
  customerField: 'birthday',
};
