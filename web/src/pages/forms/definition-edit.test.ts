import { describe, expect, it } from 'vitest';
import { ZFormDefinition, type FormField, type FormSection } from '../../../../shared/domain/forms/form-definition';
import { en } from '../../../../shared/i18n/en';
import type { MessageKey, MessageParams } from '../../../../shared/i18n/core';
import {
  addField,
  addSection,
  earlierQuestions,
  errorsUnder,
  fieldIds,
  moveField,
  moveSection,
  newCondition,
  PALETTE,
  removeField,
  removeSection,
  renameField,
  uniqueId,
} from './definition-edit';
import { draftErrors, serverErrors } from './definition-problems';

const t = (key: MessageKey, params?: MessageParams) => (params ? `${en[key]} ${JSON.stringify(params)}` : en[key]);
const yesNo = (id: string): FormField => ({
  id,
  type: 'Radio',
  label: { en: id },
  required: true,
  options: [
    { value: 'yes', label: { en: 'Yes' } },
    { value: 'no', label: { en: 'No' } },
  ],
});
const def = (sections: FormSection[]) => ({ name: 'Test', purpose: 'custom' as const, askedPer: 'guest' as const, title: {}, active: true, sections });
const base = () =>
  def([
    { id: 'one', title: {}, fields: [yesNo('q1'), { id: 'intro', type: 'Text', label: { en: 'Read this' }, required: false }, yesNo('q2')] },
    { id: 'two', title: {}, fields: [yesNo('q3')] },
  ]);
const ids = (d: { sections: FormSection[] }) => d.sections.map((s) => s.fields.map((f) => f.id));

describe('editing a form definition', () => {
  it('gives new fields and sections ids not yet taken', () => {
    expect(uniqueId('radio', new Set(['radio', 'radio2']))).toBe('radio3');
    expect(uniqueId('1st', new Set())).toBe('f1st');
    let d = addField(base(), 0, 'Radio');
    d = addField(d, 1, 'Radio');
    d = addField(d, 1, 'Signature');
    expect(ids(d)).toEqual([
      ['q1', 'intro', 'q2', 'radio'],
      ['q3', 'radio2', 'signature'],
    ]);
    expect(fieldIds(d).size).toBe(7);
    expect(addSection(addSection(d)).sections.map((s) => s.id)).toEqual(['one', 'two', 'section', 'section2']);
  });

  it('starts a choice without options, which the check refuses at the options', () => {
    const d = addField(base(), 1, 'Select');
    expect(d.sections[1]!.fields[1]).toMatchObject({ id: 'select', type: 'Select', options: [] });
    const errors = draftErrors(d, t);
    expect(errors).toEqual({ 'sections.1.fields.1.options': 'A choice needs its options.' });
    expect(ZFormDefinition.safeParse(base()).success).toBe(true);
  });

  it('moves fields within a section and across its edges, keeping every id once', () => {
    const d = base();
    expect(ids(moveField(d, 0, 2, -1))).toEqual([['q1', 'q2', 'intro'], ['q3']]);
    expect(ids(moveField(d, 0, 2, 1))).toEqual([
      ['q1', 'intro'],
      ['q2', 'q3'],
    ]);
    expect(ids(moveField(d, 1, 0, -1))).toEqual([['q1', 'intro', 'q2', 'q3'], []]);
    expect(ids(moveField(d, 0, 0, -1))).toEqual(ids(d));
    expect(ids(moveField(d, 1, 0, 1))).toEqual(ids(d));
    expect(ids(removeField(d, 0, 1))).toEqual([['q1', 'q2'], ['q3']]);
    expect(moveSection(d, 1, -1).sections.map((s) => s.id)).toEqual(['two', 'one']);
    expect(removeSection(d, 0).sections.map((s) => s.id)).toEqual(['two']);
  });

  it('offers a condition only the questions before it', () => {
    const d = base();
    expect(earlierQuestions(d, 0, 0).map((f) => f.id)).toEqual([]);
    // The Text before q2 asks nothing: not offered.
    expect(earlierQuestions(d, 0, 2).map((f) => f.id)).toEqual(['q1']);
    expect(earlierQuestions(d, 1, 0).map((f) => f.id)).toEqual(['q1', 'q2']);
    // A section's own condition: the questions of the sections before it.
    expect(earlierQuestions(d, 1).map((f) => f.id)).toEqual(['q1', 'q2']);
    expect(newCondition(earlierQuestions(d, 1, 0))).toEqual({ effect: 'show', any: [{ all: [{ field: 'q2', op: 'equals', value: 'yes' }] }] });
    expect(newCondition([])).toBeUndefined();
  });

  it('reports a condition that names a later question after a move, at the rule', () => {
    let d = base();
    d = {
      ...d,
      sections: d.sections.map((s, i) => (i === 1 ? { ...s, fields: [{ ...s.fields[0]!, condition: newCondition(earlierQuestions(d, 1, 0))! }] } : s)),
    };
    expect(draftErrors(d, t)).toEqual({});
    // q3 moved above q2, the question it depends on.
    const intoFirst = moveField(d, 1, 0, -1);
    expect(ids(intoFirst)).toEqual([['q1', 'intro', 'q2', 'q3'], []]);
    expect(draftErrors(intoFirst, t)).toEqual({});
    const moved = moveField(intoFirst, 0, 3, -1);
    expect(ids(moved)).toEqual([['q1', 'intro', 'q3', 'q2'], []]);
    expect(draftErrors(moved, t)).toEqual({ 'sections.0.fields.2.condition.any.0.all.0.field': 'Choose a question before this one.' });
  });

  it('renames a field in the conditions that name it', () => {
    let d = base();
    d = { ...d, sections: d.sections.map((s, i) => (i === 1 ? { ...s, fields: [{ ...s.fields[0]!, condition: newCondition([yesNo('q2')])! }] } : s)) };
    const renamed = renameField(d, 0, 2, 'diving');
    expect(renamed.sections[0]!.fields[2]!.id).toBe('diving');
    expect(renamed.sections[1]!.fields[0]!.condition!.any[0]!.all[0]!.field).toBe('diving');
    expect(draftErrors(renamed, t)).toEqual({});
  });

  it('groups the palette: spec 2 questions, display-only types, the dive blocks', () => {
    expect(PALETTE.map((g) => g.group)).toEqual(['questions', 'display', 'blocks']);
    expect(PALETTE.flatMap((g) => g.types)).toHaveLength(20);
    expect(PALETTE[1]!.types).toEqual(['Header', 'Text', 'Video', 'Download']);
  });

  it('hands the errors under a prefix to the part that shows them', () => {
    expect(errorsUnder({ 'sections.1.fields.0.options': 'a', 'sections.1.id': 'b', 'sections.10.id': 'c' }, 'sections.1')).toEqual({
      'fields.0.options': 'a',
      id: 'b',
    });
  });

  it('places the API’s field errors at their parts, in the user’s language', () => {
    const errors = serverErrors(
      [
        { path: 'body.sections.0.fields.1.options', message: 'Too small: expected array to have >=1 items' },
        { path: 'body.sections.0.fields.1.options', message: 'A choice needs its options' },
        { path: 'body.sections.1.fields.0.condition.any.0.all.0.field', message: '"q9" is not a question before this one' },
        { path: 'body.name', message: 'Too small: expected string to have >=1 characters' },
        { path: 'params.id', message: 'Invalid id' },
      ],
      t,
    );
    expect(errors).toEqual({
      'sections.0.fields.1.options': 'A choice needs its options.',
      'sections.1.fields.0.condition.any.0.all.0.field': 'Choose a question before this one.',
      name: expect.any(String),
    });
    expect(errors.name).not.toContain('Too small');
  });
});
