import { describe, expect, it } from 'vitest';
import { evaluateForm, type Answers } from '../../shared/domain/forms/form-answers';
import { ZFormDefinition } from '../../shared/domain/forms/form-definition';
import { DEMO_FORM_DEFINITIONS, MEDICAL_BOXES, MEDICAL_QUESTIONS } from '../../infra/local/demo-data/guest-forms';

const TODAY = '2027-03-01';
const dates = { today: TODAY, arrival: '2027-03-20', departure: '2027-03-27' };
const definitions = DEMO_FORM_DEFINITIONS.map((d) => ZFormDefinition.parse(d));
const medical = definitions.find((d) => d.purpose === 'medical')!;

/** The questionnaire's rule, written from its paper form, not from the definition: a yes on 3, 5 or 10 asks for a physician; a yes on 1, 2, 4, 6, 7, 8 or 9 opens its box, and a yes in an open box asks for a physician. */
const PHYSICIAN_DIRECTLY = new Set(['q3', 'q5', 'q10']);
const BOX_OF: Record<string, string> = { q1: 'A', q2: 'B', q4: 'C', q6: 'D', q7: 'E', q8: 'F', q9: 'G' };

const participant: Answers = { fullName: 'Lena Vogel', birthday: '1990-05-04', signature: { name: 'Lena Vogel', mode: 'typed' } };

/** Answers of one pattern: bit i = yes on question i+1; every open box answered no, except `yesIn` (a box letter). */
function answersFor(pattern: number, yesIn?: string): Answers {
  const answers: Answers = { ...participant };
  MEDICAL_QUESTIONS.forEach((q, i) => (answers[q.id] = pattern & (1 << i) ? 'yes' : 'no'));
  for (const [box, { items }] of Object.entries(MEDICAL_BOXES))
    items.forEach((_, i) => (answers[`box${box}${i + 1}`] = box === yesIn && i === 0 ? 'yes' : 'no'));
  return answers;
}

describe('the demo guest forms', () => {
  it('are four well-formed definitions: registration, medical, waiver, rental gear', () => {
    expect(definitions.map((d) => d.purpose)).toEqual(['registration', 'medical', 'waiver', 'rental']);
    for (const d of definitions) expect(d.sections.length).toBeGreaterThan(0);
  });

  it('medical: all 1,024 answer patterns of the ten questions, and one yes in each box, ask for a physician exactly as the rule table says', () => {
    let physicianCount = 0;
    for (let pattern = 0; pattern < 1024; pattern++) {
      const yes = MEDICAL_QUESTIONS.filter((_, i) => pattern & (1 << i)).map((q) => q.id);
      const openBoxes = yes.filter((q) => BOX_OF[q]).map((q) => BOX_OF[q]!);
      const direct = yes.some((q) => PHYSICIAN_DIRECTLY.has(q));

      const plain = evaluateForm(medical, answersFor(pattern), dates, { askedOf: 'guest' });
      expect(plain.issues, `pattern ${pattern}`).toEqual([]);
      expect(plain.flags.includes('physician'), `pattern ${pattern}`).toBe(direct);
      // The open boxes are asked (their questions shown), the closed ones are not.
      for (const box of Object.keys(MEDICAL_BOXES))
        expect(
          plain.shown.some((f) => f.id === `box${box}1`),
          `pattern ${pattern} box ${box}`,
        ).toBe(openBoxes.includes(box));
      if (direct) physicianCount++;

      for (const box of Object.keys(MEDICAL_BOXES)) {
        const withYes = evaluateForm(medical, answersFor(pattern, box), dates, { askedOf: 'guest' });
        // A yes in an open box asks for a physician; in a closed box it is not asked and counts for nothing.
        expect(withYes.flags.includes('physician'), `pattern ${pattern}, yes in box ${box}`).toBe(direct || openBoxes.includes(box));
      }
    }
    // 7 of the 10 bits are free when none of q3, q5, q10 is yes: 1024 − 128 patterns ask for a physician directly.
    expect(physicianCount).toBe(1024 - 128);
  });

  it('medical: an open box must be answered; a hidden box never blocks submit', () => {
    const answers = answersFor(0b1); // yes on q1: box A open
    delete answers.boxA1;
    expect(evaluateForm(medical, answers, dates).issues).toEqual([{ field: 'boxA1', message: 'required' }]);
    const closed = answersFor(0);
    delete closed.boxB1;
    expect(evaluateForm(medical, closed, dates).issues).toEqual([]);
  });

  it('medical: a guest under 18 on arrival signs through a guardian', () => {
    const minor = { ...answersFor(0), birthday: '2012-01-01' };
    expect(evaluateForm(medical, minor, dates, { minor: true }).issues).toEqual([{ field: 'signature', message: 'a guardian signs for a guest under 18' }]);
    const signed = { ...minor, signature: { name: 'Lena Vogel', mode: 'typed' as const, guardian: { name: 'Jan Vogel', relation: 'father' } } };
    expect(evaluateForm(medical, signed, dates, { minor: true }).issues).toEqual([]);
  });
});
