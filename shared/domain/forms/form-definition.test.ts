import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { definitionProblems, fieldsOf, ZFormDefinition, ZFormDefinitionBase, type ConditionOp } from './form-definition';

type FieldInput = NonNullable<NonNullable<z.input<typeof ZFormDefinitionBase>['sections']>[number]['fields']>[number];

const yesNo = [{ value: 'yes' }, { value: 'no' }];
const when = (field: string, op: ConditionOp, value?: string | number) => ({ any: [{ all: [{ field, op, ...(value === undefined ? {} : { value }) }] }] });
const problemsOf = (...sections: Array<{ id: string; fields: FieldInput[]; condition?: unknown }>) =>
  definitionProblems(ZFormDefinitionBase.parse({ name: 'Test', sections }));
const oneSection = (...fields: FieldInput[]) => problemsOf({ id: 's', fields });

describe('definitionProblems', () => {
  it('finds nothing in a well-formed definition with conditions on earlier questions, sections included', () => {
    expect(
      problemsOf(
        { id: 'one', fields: [{ id: 'diver', type: 'Radio', options: yesNo, raises: { flag: 'physician', when: ['yes'] } }] },
        {
          id: 'two',
          condition: when('diver', 'equals', 'yes'),
          fields: [
            { id: 'level', type: 'QuestionShort', validation: { minLength: 1, maxLength: 10 } },
            {
              id: 'dives',
              type: 'MultipleChoice',
              options: yesNo,
              validation: { min: 1, max: 2 },
              condition: { effect: 'require', ...when('level', 'answered') },
            },
            { id: 'video', type: 'Video', url: 'https://example.com/v' },
            { id: 'file', type: 'Download', media: 'm-1' },
          ],
        },
      ),
    ).toEqual([]);
  });

  it.each<[string, FieldInput[], Array<string | number>, string]>([
    [
      'a field on itself',
      [{ id: 'a', type: 'QuestionShort', condition: when('a', 'answered') }],
      ['sections', 0, 'fields', 0, 'condition', 'any', 0, 'all', 0, 'field'],
      'A field cannot depend on itself',
    ],
    [
      'a later field',
      [
        { id: 'a', type: 'QuestionShort', condition: when('b', 'answered') },
        { id: 'b', type: 'QuestionShort' },
      ],
      ['sections', 0, 'fields', 0, 'condition', 'any', 0, 'all', 0, 'field'],
      '"b" is not a question before this one',
    ],
    [
      'an unknown field',
      [{ id: 'a', type: 'QuestionShort', condition: when('ghost', 'answered') }],
      ['sections', 0, 'fields', 0, 'condition', 'any', 0, 'all', 0, 'field'],
      '"ghost" is not a question before this one',
    ],
    [
      'a field that asks nothing',
      [
        { id: 'h', type: 'Header' },
        { id: 'a', type: 'QuestionShort', condition: when('h', 'answered') },
      ],
      ['sections', 0, 'fields', 1, 'condition', 'any', 0, 'all', 0, 'field'],
      '"h" asks nothing',
    ],
    [
      'a rule without its value',
      [
        { id: 'q', type: 'Radio', options: yesNo },
        { id: 'a', type: 'QuestionShort', condition: when('q', 'equals') },
      ],
      ['sections', 0, 'fields', 1, 'condition', 'any', 0, 'all', 0, 'value'],
      'The rule needs a value',
    ],
    [
      'a field id twice',
      [
        { id: 'a', type: 'QuestionShort' },
        { id: 'a', type: 'Date' },
      ],
      ['sections', 0, 'fields', 1, 'id'],
      'The field id "a" appears twice',
    ],
    ['a choice without options', [{ id: 'a', type: 'Select' }], ['sections', 0, 'fields', 0, 'options'], 'A choice needs its options'],
    ['options on a text', [{ id: 'a', type: 'QuestionShort', options: yesNo }], ['sections', 0, 'fields', 0, 'options'], 'Only a choice has options'],
    [
      'an option twice',
      [{ id: 'a', type: 'Radio', options: [{ value: 'x' }, { value: 'x' }] }],
      ['sections', 0, 'fields', 0, 'options'],
      'An option appears twice',
    ],
    [
      'a flag on a text',
      [{ id: 'a', type: 'QuestionShort', raises: { flag: 'physician', when: ['yes'] } }],
      ['sections', 0, 'fields', 0, 'raises'],
      'Only a choice raises a flag',
    ],
    [
      'a flag on no option',
      [{ id: 'a', type: 'Radio', options: yesNo, raises: { flag: 'physician', when: ['maybe'] } }],
      ['sections', 0, 'fields', 0, 'raises', 'when'],
      '"maybe" is not an option',
    ],
    [
      'a required heading',
      [{ id: 'h', type: 'Header', required: true }],
      ['sections', 0, 'fields', 0, 'required'],
      'A field that asks nothing cannot be required',
    ],
    [
      'a heading required by its condition',
      [
        { id: 'q', type: 'Radio', options: yesNo },
        { id: 'h', type: 'Text', condition: { effect: 'require', ...when('q', 'equals', 'yes') } },
      ],
      ['sections', 0, 'fields', 1, 'required'],
      'A field that asks nothing cannot be required',
    ],
    ['a download without its file', [{ id: 'd', type: 'Download' }], ['sections', 0, 'fields', 0, 'media'], 'A download needs its file'],
    ['a video without its address', [{ id: 'v', type: 'Video' }], ['sections', 0, 'fields', 0, 'url'], 'A video needs its address'],
    [
      'lengths the wrong way round',
      [{ id: 'a', type: 'QuestionShort', validation: { minLength: 10, maxLength: 5 } }],
      ['sections', 0, 'fields', 0, 'validation', 'maxLength'],
      'The longest is shorter than the shortest',
    ],
    [
      'bounds the wrong way round',
      [{ id: 'a', type: 'MultipleChoice', options: yesNo, validation: { min: 2, max: 1 } }],
      ['sections', 0, 'fields', 0, 'validation', 'max'],
      'The largest is below the smallest',
    ],
  ])('names %s with its path', (_, fields, path, message) => {
    const problems = oneSection(...fields);
    expect(problems[0]).toEqual({ path, message });
    // A flag on a text also names its value, which is no option of the text's.
    expect(problems.slice(1)).toEqual(message === 'Only a choice raises a flag' ? [{ path: [...path, 'when'], message: '"yes" is not an option' }] : []);
  });

  it('names a section id used twice, and a section condition on a later section’s field', () => {
    expect(problemsOf({ id: 's', fields: [{ id: 'a', type: 'QuestionShort' }] }, { id: 's', fields: [] })).toEqual([
      { path: ['sections', 1, 'id'], message: 'The section id "s" appears twice' },
    ]);
    expect(problemsOf({ id: 'one', condition: when('b', 'answered'), fields: [] }, { id: 'two', fields: [{ id: 'b', type: 'QuestionShort' }] })).toEqual([
      { path: ['sections', 0, 'condition', 'any', 0, 'all', 0, 'field'], message: '"b" is not a question before this one' },
    ]);
  });

  it('lets answered and notAnswered go without a value', () => {
    expect(oneSection({ id: 'q', type: 'QuestionShort' }, { id: 'a', type: 'QuestionShort', condition: when('q', 'notAnswered') })).toEqual([]);
  });
});

describe('ZFormDefinition', () => {
  it('refuses a malformed definition with the problem at its path, and an unknown type', () => {
    const bad = ZFormDefinition.safeParse({ name: 'x', sections: [{ id: 's', fields: [{ id: 'a', type: 'Select' }] }] });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['sections.0.fields.0.options', 'A choice needs its options']]);
    const unknown = ZFormDefinition.safeParse({ name: 'x', sections: [{ id: 's', fields: [{ id: 'a', type: 'Hologram' }] }] });
    expect(unknown.error?.issues.map((i) => i.path.join('.'))).toEqual(['sections.0.fields.0.type']);
  });

  it('checks the structure only once the parts are well formed (a malformed part never reaches definitionProblems)', () => {
    for (const fields of ['x', [null], [{ id: 'a', type: 'Radio', options: 'x' }], [{ id: 'a', type: 'QuestionShort', condition: { any: [{ all: 'x' }] } }]]) {
      const parsed = ZFormDefinition.safeParse({ name: 'x', sections: [{ id: 's', fields }] });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.every((i) => i.code !== 'custom')).toBe(true);
    }
  });

  it('fills the defaults: custom purpose, asked per guest, active', () => {
    expect(ZFormDefinition.parse({ name: 'x' })).toEqual({ name: 'x', purpose: 'custom', title: {}, askedPer: 'guest', sections: [], active: true });
  });

  it('lists every field in order with its section', () => {
    const def = ZFormDefinition.parse({
      name: 'x',
      sections: [
        { id: 'one', fields: [{ id: 'a', type: 'Header' }] },
        { id: 'two', fields: [{ id: 'b', type: 'Date' }] },
      ],
    });
    expect(fieldsOf(def).map((f) => [f.section, f.id])).toEqual([
      ['one', 'a'],
      ['two', 'b'],
    ]);
  });
});
