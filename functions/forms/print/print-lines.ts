import type { Language } from '../../../shared/constants';
import type { FormDefinitionVersion } from '../../../shared/api/forms';
import {
  evaluateForm,
  isCertificationAnswer,
  isSignatureAnswer,
  isUploadRef,
  type AnswerValue,
  type Answers,
  type FormDates,
} from '../../../shared/domain/forms/form-answers';
import { isChoice, type AskedPer, type FormField } from '../../../shared/domain/forms/form-definition';
import { printDate } from '../../lib/documents/layout';
import type { PRINT_TEXTS } from './texts';

/** One line of a printed form: a heading, a paragraph (the form's own text) or a question with its answer. */
export type PrintLine = { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string } | { kind: 'answer'; label: string; value: string };

type Words = (typeof PRINT_TEXTS)['en'];
type Localized = Partial<Record<string, string>> | undefined;

/** A text in the language, else English, else any, else the fallback (as the signed text and the guest page read it). */
export const textIn = (text: Localized, lang: Language, fallback: string): string =>
  text?.[lang] ?? text?.en ?? Object.values(text ?? {}).find((t) => t !== undefined) ?? fallback;

/** A stored day or wall time as the documents print it: DD.MM.YYYY (and HH:mm). */
function printDay(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return printDate(value);
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(value);
  return m ? `${printDate(m[1]!)} ${m[2]}` : value;
}

/** An answer as printed: dates in the documents' format, choices by their labels, blocks by their parts. */
export function answerLine(field: FormField, value: AnswerValue | undefined, lang: Language, w: Words): string {
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return '—';
  if (isChoice(field.type)) {
    const label = (v: unknown) => {
      const o = field.options?.find((x) => x.value === v);
      return o ? textIn(o.label, lang, o.value) : String(v);
    };
    return Array.isArray(value) ? value.map(label).join(', ') : label(value);
  }
  switch (field.type) {
    case 'Date':
    case 'DateTime':
      return typeof value === 'string' ? printDay(value) : String(value);
    case 'Stars':
      return `${String(value)} / 5`;
    case 'Signature':
      if (isSignatureAnswer(value)) {
        const guardian = value.guardian ? ` (${w.guardian}: ${value.guardian.name}, ${value.guardian.relation})` : '';
        return `${value.name}${guardian} – ${value.mode === 'drawn' ? w.drawn : w.typed}`;
      }
      break;
    case 'Certification':
      if (isCertificationAnswer(value)) {
        return [
          `${w.agency}: ${value.agency}`,
          `${w.level}: ${value.level}`,
          value.number ? `${w.number}: ${value.number}` : '',
          value.date ? `${w.date}: ${printDate(value.date)}` : '',
          value.card ? `${w.card}: ${w.upload}` : '',
        ]
          .filter(Boolean)
          .join('; ');
      }
      break;
    case 'Image':
      if (isUploadRef(value)) return `${w.upload} (${value.upload})`;
      break;
  }
  if (typeof value === 'boolean') return value ? w.yes : w.no;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The lines of one respondent's form: every field shown for these answers (the conditions applied, the other
 * party's questions left out), in order, in the language: headings, the form's paragraphs (a waiver's text is what
 * was signed) and each question with its answer. Videos and downloads print their label.
 */
export function formLines(def: FormDefinitionVersion, answers: Answers, dates: FormDates, askedOf: AskedPer, lang: Language, w: Words): PrintLine[] {
  const { shown } = evaluateForm(def, answers, dates, { askedOf });
  return shown.map((field): PrintLine => {
    const label = textIn(field.label, lang, field.id);
    if (field.type === 'Header') return { kind: 'heading', text: label };
    if (field.type === 'Text' || field.type === 'Video' || field.type === 'Download') return { kind: 'paragraph', text: label };
    return { kind: 'answer', label, value: answerLine(field, answers[field.id], lang, w) };
  });
}
