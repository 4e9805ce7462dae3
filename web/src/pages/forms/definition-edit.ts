import {
  asksNothing,
  FORM_BLOCK_TYPES,
  GUEST_FORM_FIELD_TYPES,
  DISPLAY_ONLY_TYPES,
  isChoice,
  type Condition,
  type ConditionRule,
  type FormField,
  type FormFieldType,
  type FormSection,
} from '../../../../shared/domain/forms/form-definition';

/**
 * Editing operations on a guest form definition (the /formdef editor): pure, each returns a new definition. Ids stay
 * unique in the form (a new field or section gets the first free id of its kind), and a condition may only name a
 * question before the field it belongs to, as `definitionProblems` demands on save.
 */

/** The part of a definition the editor changes with these operations. */
export type EditableDefinition = { sections: FormSection[] };

/** The palette: the types grouped as the editor offers them. */
export const PALETTE: ReadonlyArray<{ group: 'questions' | 'display' | 'blocks'; types: readonly FormFieldType[] }> = [
  { group: 'questions', types: GUEST_FORM_FIELD_TYPES.filter((t) => !(DISPLAY_ONLY_TYPES as readonly string[]).includes(t)) },
  { group: 'display', types: DISPLAY_ONLY_TYPES },
  { group: 'blocks', types: FORM_BLOCK_TYPES },
];

/** `base` if free, else base2, base3, ... */
export function uniqueId(base: string, taken: ReadonlySet<string>): string {
  const clean = /^[A-Za-z]/.test(base) ? base.replace(/[^A-Za-z0-9_-]/g, '') : `f${base.replace(/[^A-Za-z0-9_-]/g, '')}`;
  if (!taken.has(clean)) return clean;
  for (let n = 2; ; n++) if (!taken.has(`${clean}${n}`)) return `${clean}${n}`;
}

export const fieldIds = (def: EditableDefinition) => new Set(def.sections.flatMap((s) => s.fields.map((f) => f.id)));
export const sectionIds = (def: EditableDefinition) => new Set(def.sections.map((s) => s.id));

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** A new field of a type, with what the type needs to be saved (options for a choice, a yes/no pair). */
export function newField(type: FormFieldType, taken: ReadonlySet<string>): FormField {
  const field: FormField = { id: uniqueId(lowerFirst(type), taken), type, label: {}, required: false };
  if (isChoice(type)) field.options = [];
  return field;
}

const replaceAt = <T>(list: readonly T[], index: number, value: T): T[] => list.map((x, i) => (i === index ? value : x));
const moveIn = <T>(list: readonly T[], index: number, by: -1 | 1): T[] => {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
};

export function addSection<D extends EditableDefinition>(def: D): D {
  const id = uniqueId('section', sectionIds(def));
  return { ...def, sections: [...def.sections, { id, title: {}, fields: [] }] };
}

export function removeSection<D extends EditableDefinition>(def: D, s: number): D {
  return { ...def, sections: def.sections.filter((_, i) => i !== s) };
}

export function moveSection<D extends EditableDefinition>(def: D, s: number, by: -1 | 1): D {
  return { ...def, sections: moveIn(def.sections, s, by) };
}

export function updateSection<D extends EditableDefinition>(def: D, s: number, change: Partial<FormSection>): D {
  const section = def.sections[s];
  return section ? { ...def, sections: replaceAt(def.sections, s, { ...section, ...change }) } : def;
}

export function addField<D extends EditableDefinition>(def: D, s: number, type: FormFieldType): D {
  const section = def.sections[s];
  if (!section) return def;
  return updateSection(def, s, { fields: [...section.fields, newField(type, fieldIds(def))] });
}

export function removeField<D extends EditableDefinition>(def: D, s: number, f: number): D {
  const section = def.sections[s];
  return section ? updateSection(def, s, { fields: section.fields.filter((_, i) => i !== f) }) : def;
}

/**
 * A field one place up or down; at the top or the bottom of its section it moves into the neighbouring section (at
 * its end or its start).
 */
export function moveField<D extends EditableDefinition>(def: D, s: number, f: number, by: -1 | 1): D {
  const section = def.sections[s];
  const field = section?.fields[f];
  if (!section || !field) return def;
  const to = f + by;
  if (to >= 0 && to < section.fields.length) return updateSection(def, s, { fields: moveIn(section.fields, f, by) });
  const other = def.sections[s + by];
  if (!other) return def;
  const sections = replaceAt(def.sections, s, { ...section, fields: section.fields.filter((_, i) => i !== f) });
  const otherFields = by < 0 ? [...other.fields, field] : [field, ...other.fields];
  return { ...def, sections: replaceAt(sections, s + by, { ...other, fields: otherFields }) };
}

export function updateField<D extends EditableDefinition>(def: D, s: number, f: number, change: Partial<FormField>): D {
  const section = def.sections[s];
  const field = section?.fields[f];
  if (!section || !field) return def;
  const next = { ...field, ...change } as FormField;
  // Unset keys are left out, not sent as undefined.
  for (const key of Object.keys(next) as Array<keyof FormField>) if (next[key] === undefined) delete next[key];
  return updateSection(def, s, { fields: replaceAt(section.fields, f, next) });
}

/** Renaming a field's id renames it in the conditions that name it, so they keep pointing at it. */
export function renameField<D extends EditableDefinition>(def: D, s: number, f: number, id: string): D {
  const old = def.sections[s]?.fields[f]?.id;
  if (old === undefined) return def;
  const rename = (c: Condition | undefined): Condition | undefined =>
    c && { ...c, any: c.any.map((g) => ({ all: g.all.map((r) => (r.field === old ? { ...r, field: id } : r)) })) };
  const changed = updateField(def, s, f, { id });
  return {
    ...changed,
    sections: changed.sections.map((sec) => ({
      ...sec,
      ...(sec.condition ? { condition: rename(sec.condition) } : {}),
      fields: sec.fields.map((x) => (x.condition ? { ...x, condition: rename(x.condition)! } : x)),
    })),
  };
}

/**
 * The questions a condition may name: the fields that ask something before field `f` of section `s` (all fields of
 * the earlier sections; for a section's own condition, `f` undefined, only those).
 */
export function earlierQuestions(def: EditableDefinition, s: number, f?: number): FormField[] {
  const out: FormField[] = [];
  def.sections.forEach((section, si) => {
    if (si > s) return;
    section.fields.forEach((field, fi) => {
      if (si === s && (f === undefined || fi >= f)) return;
      if (!asksNothing(field.type)) out.push(field);
    });
  });
  return out;
}

/** Operators that need no value. */
export const VALUELESS_OPS: ReadonlySet<ConditionRule['op']> = new Set(['answered', 'notAnswered']);

/** A first rule for a new condition or group: the nearest question before, equal to its first option. */
export function newRule(questions: readonly FormField[]): ConditionRule | undefined {
  const q = questions.at(-1);
  if (!q) return undefined;
  const first = q.options?.[0]?.value;
  return first !== undefined ? { field: q.id, op: 'equals', value: first } : { field: q.id, op: 'answered' };
}

export function newCondition(questions: readonly FormField[]): Condition | undefined {
  const rule = newRule(questions);
  return rule ? { effect: 'show', any: [{ all: [rule] }] } : undefined;
}

/** The message of a server or schema path: sections.0.fields.2.options → the field's `options` editor. */
export function errorsUnder(errors: Readonly<Record<string, string>>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) if (path.startsWith(`${prefix}.`)) out[path.slice(prefix.length + 1)] = message;
  return out;
}
