import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { answerProblem, evaluateForm, isAnswered, progressOf, questionIdsOf, resolveRelativeDate, type AnswerValue, type Answers } from './form-answers';
import { ZFormDefinition, ZFormField, type ConditionOp, type RelativeDate } from './form-definition';

const dates = { today: '2027-03-01', arrival: '2027-06-15', departure: '2027-06-22' };
const field = (f: z.input<typeof ZFormField>) => ZFormField.parse(f);
const form = (fields: Array<z.input<typeof ZFormField>>, askedPer: 'guest' | 'booking' = 'guest') =>
  ZFormDefinition.parse({ name: 'Test', askedPer, sections: [{ id: 's', fields }] });
const rel = (from: RelativeDate['from'], amount: number, unit: RelativeDate['unit']): RelativeDate => ({ from, amount, unit });
const yesNo = [{ value: 'yes' }, { value: 'no' }];
const when = (fieldId: string, op: ConditionOp, value?: string | number) => ({
  any: [{ all: [{ field: fieldId, op, ...(value === undefined ? {} : { value }) }] }],
});

describe('resolveRelativeDate', () => {
  it.each<[string, RelativeDate, Partial<typeof dates>, string | undefined]>([
    ['days across a year', rel('today', 1, 'days'), { today: '2026-12-31' }, '2027-01-01'],
    ['days back', rel('arrival', -15, 'days'), dates, '2027-05-31'],
    ['weeks', rel('today', 2, 'weeks'), { today: '2027-01-01' }, '2027-01-15'],
    ['weeks back over a month', rel('today', -1, 'weeks'), { today: '2027-03-03' }, '2027-02-24'],
    ['a month back from 31 March (no leap year)', rel('arrival', -1, 'months'), { arrival: '2027-03-31' }, '2027-02-28'],
    ['a month back from 31 March (leap year)', rel('arrival', -1, 'months'), { arrival: '2028-03-31' }, '2028-02-29'],
    ['a month on from 31 January', rel('today', 1, 'months'), { today: '2027-01-31' }, '2027-02-28'],
    ['months across a year end into a leap February', rel('today', 3, 'months'), { today: '2027-11-30' }, '2028-02-29'],
    ['a month back across a year', rel('today', -1, 'months'), { today: '2027-01-15' }, '2026-12-15'],
    ['31 May + 1 month', rel('today', 1, 'months'), { today: '2027-05-31' }, '2027-06-30'],
    ['18 years before arrival', rel('arrival', -18, 'years'), dates, '2009-06-15'],
    ['a year on from 29 February', rel('today', 1, 'years'), { today: '2028-02-29' }, '2029-02-28'],
    ['four years back from 29 February', rel('today', -4, 'years'), { today: '2028-02-29' }, '2024-02-29'],
    ['the departure day itself', rel('departure', 0, 'days'), dates, '2027-06-22'],
    ['no departure known', rel('departure', 1, 'days'), { today: '2027-03-01' }, undefined],
    ['no arrival known', rel('arrival', -18, 'years'), { today: '2027-03-01' }, undefined],
  ])('%s', (_, r, given, expected) => {
    expect(resolveRelativeDate(r, { today: '2027-03-01', ...given })).toBe(expected);
  });
});

describe('answerProblem', () => {
  const upload = { upload: 'u-1' };
  it.each<[string, z.input<typeof ZFormField>, AnswerValue, AnswerValue, string]>([
    ['Date', { id: 'f', type: 'Date' }, '2028-02-29', '2027-13-01', 'a date (YYYY-MM-DD)'],
    [
      'Date, no later than 18 years before arrival',
      { id: 'f', type: 'Date', validation: { notAfter: rel('arrival', -18, 'years') } },
      '2009-06-15',
      '2009-06-16',
      'not after 2009-06-15',
    ],
    [
      'Date, not before today',
      { id: 'f', type: 'Date', validation: { notBefore: rel('today', 0, 'days') } },
      '2027-03-01',
      '2027-02-28',
      'not before 2027-03-01',
    ],
    ['Time', { id: 'f', type: 'Time' }, '23:59', '24:00', 'a time (HH:mm)'],
    ['DateTime', { id: 'f', type: 'DateTime' }, '2027-06-15T08:30', '2027-06-15 08:30', 'a date and time (YYYY-MM-DDTHH:mm)'],
    [
      'DateTime within its range',
      { id: 'f', type: 'DateTime', validation: { notAfter: rel('departure', 0, 'days') } },
      '2027-06-22T23:00',
      '2027-06-23T00:00',
      'not after 2027-06-22',
    ],
    ['QuestionShort', { id: 'f', type: 'QuestionShort' }, 'Lena', 12, 'a text'],
    ['QuestionShort, 500 characters at most', { id: 'f', type: 'QuestionShort' }, 'x'.repeat(500), 'x'.repeat(501), 'at most 500 characters'],
    ['QuestionShort, a minimum length', { id: 'f', type: 'QuestionShort', validation: { minLength: 3 } }, 'abc', ' ab ', 'at least 3 characters'],
    ['QuestionShort as an e-mail', { id: 'f', type: 'QuestionShort', validation: { pattern: 'email' } }, 'ann@example.com', 'ann@example', 'an e-mail address'],
    ['QuestionShort as a flight number', { id: 'f', type: 'QuestionShort', validation: { pattern: 'flightNumber' } }, 'LH 1234', 'LH-1234', 'a flight number'],
    ['QuestionShort as digits', { id: 'f', type: 'QuestionShort', validation: { pattern: 'digits' } }, '0123', '12a', 'digits only'],
    ['QuestionLong', { id: 'f', type: 'QuestionLong' }, 'x'.repeat(5000), 'x'.repeat(5001), 'at most 5000 characters'],
    ['Radio', { id: 'f', type: 'Radio', options: yesNo }, 'yes', 'maybe', 'one of the options'],
    ['Select', { id: 'f', type: 'Select', options: yesNo }, 'no', ['no'], 'one of the options'],
    ['MultipleChoice', { id: 'f', type: 'MultipleChoice', options: yesNo }, ['yes', 'no'], ['yes', 'yes'], 'some of the options'],
    ['MultipleChoice, an unknown option', { id: 'f', type: 'MultipleChoice', options: yesNo }, ['yes'], ['maybe'], 'some of the options'],
    ['MultipleChoice, at least', { id: 'f', type: 'MultipleChoice', options: yesNo, validation: { min: 2 } }, ['yes', 'no'], ['yes'], 'at least 2'],
    ['MultipleSelect, at most', { id: 'f', type: 'MultipleSelect', options: yesNo, validation: { max: 1 } }, ['no'], ['yes', 'no'], 'at most 1'],
    ['Stars', { id: 'f', type: 'Stars' }, 5, 6, '1 to 5 stars'],
    ['Stars, whole ones', { id: 'f', type: 'Stars' }, 1, 2.5, '1 to 5 stars'],
    ['Image', { id: 'f', type: 'Image' }, upload, 'u-1', 'an uploaded file'],
    ['Signature', { id: 'f', type: 'Signature' }, { name: 'Ann', mode: 'typed' }, { name: 'Ann', mode: 'drawn' }, 'a signature'],
    ['Signature, not a text', { id: 'f', type: 'Signature' }, { name: 'Ann', mode: 'drawn', drawing: 'M0 0L1 1' }, 'Ann', 'a signature'],
    [
      'Certification',
      { id: 'f', type: 'Certification' },
      { agency: 'PADI', level: 'Open Water', card: upload },
      { agency: 'PADI' } as unknown as AnswerValue,
      'a certification (agency and level)',
    ],
    [
      'Certification, dated no later than today',
      { id: 'f', type: 'Certification', validation: { notAfter: rel('today', 0, 'days') } },
      { agency: 'SSI', level: 'AOWD', date: '2027-03-01' },
      { agency: 'SSI', level: 'AOWD', date: '2027-03-02' },
      'not after 2027-03-01',
    ],
    ['Country', { id: 'f', type: 'Country' }, 'DE', 'Germany', 'a country'],
    ['Phone', { id: 'f', type: 'Phone' }, '+49 170 1234567', 'call me', 'a phone number'],
    ['Email', { id: 'f', type: 'Email' }, 'ann@example.com', 'ann@example.c', 'an e-mail address'],
  ])('%s: a good answer fits, a bad one is named', (_, f, good, bad, message) => {
    expect(answerProblem(field(f), good, dates)).toBeUndefined();
    expect(answerProblem(field(f), bad, dates)).toBe(message);
  });

  it('asks a guardian to sign for a guest under 18 when the signature says so', () => {
    const signature = field({ id: 'f', type: 'Signature', guardianForMinors: true });
    const own = { name: 'Tim', mode: 'typed' as const };
    expect(answerProblem(signature, own, dates, false)).toBeUndefined();
    expect(answerProblem(signature, own, dates, true)).toBe('a guardian signs for a guest under 18');
    expect(answerProblem(signature, { ...own, guardian: { name: 'Eva', relation: 'mother' } }, dates, true)).toBeUndefined();
    expect(answerProblem(field({ id: 'f', type: 'Signature' }), own, dates, true)).toBeUndefined();
  });

  it('skips a date rule whose day is not known yet', () => {
    const birthday = field({ id: 'f', type: 'Date', validation: { notAfter: rel('arrival', -18, 'years') } });
    expect(answerProblem(birthday, '2020-01-01', { today: '2027-03-01' })).toBeUndefined();
  });
});

describe('conditions', () => {
  const shownIds = (def: ReturnType<typeof form>, answers: Answers) => evaluateForm(def, answers, dates).shown.map((f) => f.id);

  it('show a field when any group holds, a group holding when all its rules hold', () => {
    const def = form([
      { id: 'a', type: 'Radio', options: yesNo },
      { id: 'b', type: 'Radio', options: yesNo },
      {
        id: 'c',
        type: 'QuestionShort',
        condition: {
          any: [
            {
              all: [
                { field: 'a', op: 'equals', value: 'yes' },
                { field: 'b', op: 'equals', value: 'yes' },
              ],
            },
            { all: [{ field: 'a', op: 'equals', value: 'no' }] },
          ],
        },
      },
    ]);
    expect(shownIds(def, { a: 'yes', b: 'yes' })).toContain('c');
    expect(shownIds(def, { a: 'yes', b: 'no' })).not.toContain('c');
    expect(shownIds(def, { a: 'no', b: 'yes' })).toContain('c');
    expect(shownIds(def, {})).not.toContain('c');
  });

  it('test a multiple choice with includes, equals only for exactly that one answer', () => {
    const def = form([
      { id: 'items', type: 'MultipleChoice', options: [{ value: 'mask' }, { value: 'fins' }] },
      { id: 'prescription', type: 'QuestionShort', condition: when('items', 'includes', 'mask') },
      { id: 'onlyFins', type: 'QuestionShort', condition: when('items', 'equals', 'fins') },
      { id: 'notOnlyFins', type: 'QuestionShort', condition: when('items', 'notEquals', 'fins') },
    ]);
    expect(shownIds(def, { items: ['fins', 'mask'] })).toEqual(['items', 'prescription', 'notOnlyFins']);
    expect(shownIds(def, { items: ['fins'] })).toEqual(['items', 'onlyFins']);
    expect(shownIds(def, { items: [] })).toEqual(['items', 'notOnlyFins']);
  });

  it('compare numbers as numbers and dates as text with lessThan and greaterThan', () => {
    const def = form([
      { id: 'rating', type: 'Stars' },
      { id: 'why', type: 'QuestionLong', condition: when('rating', 'lessThan', 3) },
      { id: 'praise', type: 'QuestionLong', condition: when('rating', 'greaterThan', 4) },
      { id: 'lastDive', type: 'Date' },
      { id: 'refresher', type: 'Radio', options: yesNo, condition: when('lastDive', 'lessThan', '2025-03-01') },
    ]);
    expect(shownIds(def, { rating: 2 })).toEqual(['rating', 'why', 'lastDive']);
    expect(shownIds(def, { rating: 3 })).toEqual(['rating', 'lastDive']);
    expect(shownIds(def, { rating: 5 })).toEqual(['rating', 'praise', 'lastDive']);
    expect(shownIds(def, { lastDive: '2024-12-31' })).toContain('refresher');
    expect(shownIds(def, { lastDive: '2025-03-01' })).not.toContain('refresher');
    // Unanswered is neither less nor greater.
    expect(shownIds(def, {})).toEqual(['rating', 'lastDive']);
  });

  it('ignore a hidden field’s stored answer: no later condition and no flag counts it', () => {
    const def = form([
      { id: 'q', type: 'Radio', options: yesNo, required: true },
      { id: 'box', type: 'Radio', options: yesNo, required: true, condition: when('q', 'equals', 'yes'), raises: { flag: 'physician', when: ['yes'] } },
      { id: 'details', type: 'QuestionLong', condition: when('box', 'equals', 'yes') },
      { id: 'noBox', type: 'QuestionShort', condition: when('box', 'notAnswered') },
    ]);
    const open = evaluateForm(def, { q: 'yes', box: 'yes' }, dates);
    expect(open.shown.map((f) => f.id)).toEqual(['q', 'box', 'details']);
    expect(open.flags).toEqual(['physician']);
    // The guest answered the box, then changed q: the box is hidden and its answer counts for nothing.
    const closed = evaluateForm(def, { q: 'no', box: 'yes' }, dates);
    expect(closed.shown.map((f) => f.id)).toEqual(['q', 'noBox']);
    expect(closed.flags).toEqual([]);
    expect(closed.complete).toBe(true);
  });

  it('hide a whole section and its questions', () => {
    const def = ZFormDefinition.parse({
      name: 'x',
      sections: [
        { id: 'one', fields: [{ id: 'diver', type: 'Radio', options: yesNo }] },
        { id: 'two', condition: when('diver', 'equals', 'yes'), fields: [{ id: 'level', type: 'QuestionShort', required: true }] },
      ],
    });
    expect(evaluateForm(def, { diver: 'no' }, dates)).toMatchObject({ complete: true, issues: [] });
    expect(evaluateForm(def, { diver: 'yes' }, dates).issues).toEqual([{ field: 'level', message: 'required' }]);
  });

  it('require a field only while a require condition holds', () => {
    const def = form([
      { id: 'meds', type: 'Radio', options: yesNo },
      { id: 'which', type: 'QuestionShort', condition: { effect: 'require', ...when('meds', 'equals', 'yes') } },
    ]);
    const yes = evaluateForm(def, { meds: 'yes' }, dates);
    expect(yes.shown.map((f) => f.id)).toEqual(['meds', 'which']);
    expect([...yes.required]).toEqual(['which']);
    expect(yes.issues).toEqual([{ field: 'which', message: 'required' }]);
    const no = evaluateForm(def, { meds: 'no' }, dates);
    expect(no.shown.map((f) => f.id)).toEqual(['meds', 'which']);
    expect([...no.required]).toEqual([]);
    expect(no.complete).toBe(true);
    expect(evaluateForm(def, { meds: 'yes', which: 'Aspirin' }, dates).complete).toBe(true);
  });

  it('ask only the questions of the party a link is for', () => {
    const def = form([
      { id: 'name', type: 'QuestionShort', required: true },
      { id: 'flight', type: 'QuestionShort', askedPer: 'booking', required: true },
    ]);
    expect(evaluateForm(def, {}, dates, { askedOf: 'guest' }).shown.map((f) => f.id)).toEqual(['name']);
    expect(evaluateForm(def, {}, dates, { askedOf: 'booking' }).shown.map((f) => f.id)).toEqual(['flight']);
    expect(evaluateForm(def, {}, dates).issues.map((i) => i.field)).toEqual(['name', 'flight']);
  });

  it('names each answer that does not fit, and raises a flag only from a fitting answer', () => {
    const def = form([
      { id: 'email', type: 'Email' },
      { id: 'q', type: 'Radio', options: yesNo, raises: { flag: 'physician', when: ['yes'] } },
    ]);
    const e = evaluateForm(def, { email: 'nope', q: 'yes' }, dates);
    expect(e.issues).toEqual([{ field: 'email', message: 'an e-mail address' }]);
    expect(e.flags).toEqual(['physician']);
    expect(evaluateForm(def, { q: 'maybe' }, dates).flags).toEqual([]);
  });
});

describe('progressOf', () => {
  const def = form([
    { id: 'h', type: 'Header' },
    { id: 'name', type: 'QuestionShort', required: true },
    { id: 'note', type: 'QuestionShort' },
  ]);
  it.each<[string, Answers, string]>([
    ['nothing answered', {}, 'missing'],
    ['only the optional question', { note: 'hi' }, 'started'],
    ['a required answer that does not fit', { name: 'x'.repeat(501) }, 'started'],
    ['every required answer', { name: 'Lena' }, 'complete'],
  ])('%s: %s', (_, answers, expected) => {
    expect(progressOf(evaluateForm(def, answers, dates))).toBe(expected);
  });

  it('counts a form that asks nothing required as complete, and one that asks nothing at all', () => {
    expect(progressOf(evaluateForm(form([{ id: 'note', type: 'QuestionShort' }]), {}, dates))).toBe('complete');
    expect(progressOf(evaluateForm(form([{ id: 'h', type: 'Header' }]), {}, dates))).toBe('complete');
  });

  it('counts only the questions that ask something', () => {
    expect(evaluateForm(def, { name: 'Lena' }, dates)).toMatchObject({ asked: 2, answered: 1 });
    expect(questionIdsOf(def)).toEqual(['name', 'note']);
    expect([isAnswered('  '), isAnswered([]), isAnswered(0), isAnswered(undefined)]).toEqual([false, false, true, false]);
  });
});
