import { describe, expect, it } from 'vitest';
import { answerProblem, evaluateForm } from '../../../shared/domain/forms/form-answers';
import type { FormField } from '../../../shared/domain/forms/form-definition';
import { de } from '../../../shared/i18n/de';
import { dateTextToIso, isoToDateText, issueMessage, issueText } from './guest-form-text';

describe('the guest form renderer texts', () => {
  it('reads days typed as DD.MM.YYYY or ISO, and refuses impossible ones', () => {
    expect(dateTextToIso('1.3.2026')).toBe('2026-03-01');
    expect(dateTextToIso('29.02.2024')).toBe('2024-02-29');
    expect(dateTextToIso('29.02.2025')).toBeUndefined();
    expect(dateTextToIso('2026-12-31')).toBe('2026-12-31');
    expect(dateTextToIso('31.4.2026')).toBeUndefined();
    expect(dateTextToIso('soon')).toBeUndefined();
    expect(isoToDateText('2026-03-01')).toBe('01.03.2026');
  });

  it('has a key for every message of the answer checks', () => {
    const dates = { today: '2026-06-01' };
    const fields: Array<[FormField, unknown]> = [
      [{ id: 'd', type: 'Date', label: {}, required: false, validation: { notAfter: { from: 'today', amount: -18, unit: 'years' } } }, '2020-01-01'],
      [{ id: 'd2', type: 'Date', label: {}, required: false }, 'x'],
      [{ id: 't', type: 'Time', label: {}, required: false }, '25:00'],
      [{ id: 's', type: 'QuestionShort', label: {}, required: false, validation: { pattern: 'flightNumber' } }, '???'],
      [{ id: 'l', type: 'QuestionShort', label: {}, required: false, validation: { maxLength: 2 } }, 'abc'],
      [{ id: 'st', type: 'Stars', label: {}, required: false }, 7],
      [{ id: 'p', type: 'Phone', label: {}, required: false }, 'x'],
      [
        { id: 'sig', type: 'Signature', label: {}, required: false },
        { name: '', mode: 'typed' },
      ],
    ];
    for (const [field, value] of fields) {
      const problem = answerProblem(field, value as never, dates)!;
      expect(problem, field.id).toBeDefined();
      expect(issueMessage(problem).key, problem).not.toBe('guestForm.issue.invalid');
    }
    expect(issueText('not after 2008-06-01', (k, p) => `${de[k]} ${JSON.stringify(p)}`)).toBe('Nicht nach dem {date}. {"date":"01.06.2008"}');
    expect(issueMessage('something new').key).toBe('guestForm.issue.invalid');
  });

  it('marks an unanswered required question with the required text', () => {
    const field: FormField = { id: 'q', type: 'QuestionShort', label: {}, required: true };
    const e = evaluateForm({ askedPer: 'guest', sections: [{ id: 's', title: {}, fields: [field] }] }, {}, { today: '2026-06-01' });
    expect(e.issues.map((i) => issueMessage(i.message).key)).toEqual(['guestForm.issue.required']);
  });

  it('keeps the renderer free of the staff app: only React, Fluent and shared/', () => {
    const sources = import.meta.glob<string>(['./*.{ts,tsx}', '!./*.test.ts'], { query: '?raw', import: 'default', eager: true });
    expect(Object.keys(sources)).toContain('./GuestFormView.tsx');
    const imports = Object.values(sources).flatMap((text) => [...text.matchAll(/from '([^']+)'/g)].map((m) => m[1]!));
    const foreign = imports.filter((from) => !/^(react|@fluentui\/[\w-]+|\.\/[\w-]+|\.\.\/\.\.\/\.\.\/shared\/.+)$/.test(from));
    expect(foreign).toEqual([]);
  });
});
