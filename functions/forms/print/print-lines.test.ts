import { describe, expect, it } from 'vitest';
import type { FormDefinitionVersion } from '../../../shared/api/forms';
import { answerLine, formLines } from './print-lines';
import { PRINT_TEXTS } from './texts';

/** How the signed PDF prints answers (docs/decisions/forms.md "The signed PDF"). */
const en = PRINT_TEXTS.en;
const field = (f: Record<string, unknown>) => ({ label: {}, required: false, ...f }) as never;

describe('the printed answers', () => {
  it('prints days and wall times as DD.MM.YYYY, choices by their labels, blocks by their parts', () => {
    expect(answerLine(field({ id: 'd', type: 'Date' }), '1990-04-15', 'en', en)).toBe('15.04.1990');
    expect(answerLine(field({ id: 'd', type: 'DateTime' }), '2027-03-01T14:30', 'en', en)).toBe('01.03.2027 14:30');
    const options = [
      { value: 'yes', label: { en: 'Yes', de: 'Ja' } },
      { value: 'no', label: { en: 'No', de: 'Nein' } },
    ];
    expect(answerLine(field({ id: 'r', type: 'Radio', options }), 'yes', 'de', PRINT_TEXTS.de)).toBe('Ja');
    expect(answerLine(field({ id: 'm', type: 'MultipleChoice', options }), ['no', 'yes'], 'en', en)).toBe('No, Yes');
    expect(answerLine(field({ id: 's', type: 'Signature' }), { name: 'Kim', mode: 'drawn', guardian: { name: 'Pat', relation: 'mother' } }, 'en', en)).toBe(
      'Kim (Guardian: Pat, mother) – drawn',
    );
    expect(answerLine(field({ id: 'c', type: 'Certification' }), { agency: 'SSI', level: 'OWD', date: '2020-01-02', card: { upload: 'u1' } }, 'en', en)).toBe(
      'Agency: SSI; Level: OWD; Date: 02.01.2020; Card: file uploaded',
    );
    expect(answerLine(field({ id: 'i', type: 'Image' }), { upload: 'u2' }, 'en', en)).toBe('file uploaded (u2)');
    expect(answerLine(field({ id: 'q', type: 'QuestionShort' }), undefined, 'en', en)).toBe('—');
  });

  it('prints the fields shown for the answers only, in order, headings and paragraphs as such', () => {
    const def = {
      id: 'fd',
      version: 1,
      name: 'Medical',
      askedPer: 'guest',
      title: {},
      sections: [
        {
          id: 's',
          fields: [
            { id: 'h', type: 'Header', label: { en: 'Health' } },
            {
              id: 'q',
              type: 'Radio',
              label: { en: 'Asthma?' },
              options: [
                { value: 'yes', label: {} },
                { value: 'no', label: {} },
              ],
            },
            {
              id: 'since',
              type: 'QuestionShort',
              label: { en: 'Since?' },
              condition: { effect: 'show', any: [{ all: [{ field: 'q', op: 'equals', value: 'yes' }] }] },
            },
          ],
        },
      ],
    } as unknown as FormDefinitionVersion;
    const dates = { today: '2026-11-29' };
    expect(formLines(def, { q: 'no', since: 'stale' }, dates, 'guest', 'en', en)).toEqual([
      { kind: 'heading', text: 'Health' },
      { kind: 'answer', label: 'Asthma?', value: 'no' },
    ]);
    expect(formLines(def, { q: 'yes', since: '2001' }, dates, 'guest', 'en', en).at(-1)).toEqual({ kind: 'answer', label: 'Since?', value: '2001' });
  });
});
