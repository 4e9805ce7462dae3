import type { FormDefinition, FormField } from './form-definition';

/**
 * The field types of a guest form and what they ask (docs/decisions/forms.md), without zod: the guest page (web/guest.html)
 * evaluates forms on its first load without the schema library (./form-definition re-exports all of this).
 */
/** Spec 2, "Guest form field types" (spelling as there). */
export const GUEST_FORM_FIELD_TYPES = [
  'Date',
  'Header',
  'Time',
  'DateTime',
  'Text',
  'QuestionShort',
  'QuestionLong',
  'MultipleChoice',
  'Radio',
  'Select',
  'Image',
  'Video',
  'Download',
  'Stars',
  'MultipleSelect',
] as const;
/** The dive operator's blocks (issue 24), beside spec 2's types. */
export const FORM_BLOCK_TYPES = ['Signature', 'Certification', 'Country', 'Phone', 'Email'] as const;
export const FORM_FIELD_TYPES = [...GUEST_FORM_FIELD_TYPES, ...FORM_BLOCK_TYPES] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/**
 * What a type shows and asks (docs/decisions/forms.md): `Header` is a heading, `Text` a paragraph, `Video` a link to
 * a video and `Download` a file the guest can open: these four ask nothing. `Image` asks for an upload (a photo or
 * a PDF: a passport, a medical certificate). `MultipleChoice` is check boxes and `MultipleSelect` a list, both of
 * several answers; `Radio` and `Select` one answer; `Stars` a rating of 1 to 5.
 */
export const DISPLAY_ONLY_TYPES = ['Header', 'Text', 'Video', 'Download'] as const satisfies readonly FormFieldType[];
export const SINGLE_CHOICE_TYPES = ['Radio', 'Select'] as const satisfies readonly FormFieldType[];
export const MULTI_CHOICE_TYPES = ['MultipleChoice', 'MultipleSelect'] as const satisfies readonly FormFieldType[];
export const CHOICE_TYPES = [...SINGLE_CHOICE_TYPES, ...MULTI_CHOICE_TYPES] as const;
export const UPLOAD_TYPES = ['Image', 'Certification'] as const satisfies readonly FormFieldType[];
export const TEXT_TYPES = ['QuestionShort', 'QuestionLong'] as const satisfies readonly FormFieldType[];
export const MAX_STARS = 5;

const isIn = <T extends string>(list: readonly T[], type: string): type is T => (list as readonly string[]).includes(type);
export const asksNothing = (type: FormFieldType) => isIn(DISPLAY_ONLY_TYPES, type);
export const isChoice = (type: FormFieldType) => isIn(CHOICE_TYPES, type);
export const isMultiChoice = (type: FormFieldType) => isIn(MULTI_CHOICE_TYPES, type);

/** Who a question is asked of: once per booking (the lead booker answers) or once per guest. */
export const ASKED_PER = ['booking', 'guest'] as const;
export type AskedPer = (typeof ASKED_PER)[number];

/**
 * Which bookings "add all forms" attaches a definition to (docs/decisions/forms.md, "Attaching"): none by itself
 * (manual: staff add it to a booking), every booking, trips (vessel bookings) or stays (resort bookings).
 */
export const FORM_ATTACH = ['manual', 'allBookings', 'trips', 'stays'] as const;
export type FormAttach = (typeof FORM_ATTACH)[number];

/** What a form is for: the board and the reminders name it; `custom` for anything else. */
export const FORM_PURPOSES = ['registration', 'medical', 'waiver', 'rental', 'custom'] as const;

/** Flags an answer can raise on a filled form (the medical questionnaire's physician sign-off). */
export const FORM_FLAGS = ['physician'] as const;
export type FormFlag = (typeof FORM_FLAGS)[number];

/** Every field of a definition in order, with its section. */
export function fieldsOf(def: Pick<FormDefinition, 'sections'>): Array<FormField & { section: string }> {
  return def.sections.flatMap((s) => s.fields.map((f) => ({ ...f, section: s.id })));
}
