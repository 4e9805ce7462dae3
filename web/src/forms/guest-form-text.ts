import type { MessageKey } from '../../../shared/i18n/core';
import type { MessageParams, Translate } from '../../../shared/i18n/core';

/**
 * Plain helpers of the guest form renderer (no React, no staff app): the answer checks' English messages
 * (shared/domain/forms/form-answers.ts answerProblem) as dictionary keys, and dates typed as DD.MM.YYYY.
 */

const FIXED: Readonly<Record<string, MessageKey>> = {
  required: 'guestForm.issue.required',
  'a date (YYYY-MM-DD)': 'guestForm.issue.date',
  'a time (HH:mm)': 'guestForm.issue.time',
  'a date and time (YYYY-MM-DDTHH:mm)': 'guestForm.issue.dateTime',
  'a text': 'guestForm.issue.text',
  'an e-mail address': 'guestForm.issue.email',
  'a flight number': 'guestForm.issue.flightNumber',
  'digits only': 'guestForm.issue.digits',
  'one of the options': 'guestForm.issue.option',
  'some of the options': 'guestForm.issue.options',
  'an uploaded file': 'guestForm.issue.upload',
  'a signature': 'guestForm.issue.signature',
  'a guardian signs for a guest under 18': 'guestForm.issue.guardian',
  'a certification (agency and level)': 'guestForm.issue.certification',
  'a country': 'guestForm.issue.country',
  'a phone number': 'guestForm.issue.phone',
};

const PATTERNS: ReadonlyArray<[RegExp, MessageKey, string]> = [
  [/^not before (\d{4}-\d{2}-\d{2})$/, 'guestForm.issue.notBefore', 'date'],
  [/^not after (\d{4}-\d{2}-\d{2})$/, 'guestForm.issue.notAfter', 'date'],
  [/^at most (\d+) characters$/, 'guestForm.issue.maxLength', 'count'],
  [/^at least (\d+) characters$/, 'guestForm.issue.minLength', 'count'],
  [/^at least (\d+)$/, 'guestForm.issue.minChoices', 'count'],
  [/^at most (\d+)$/, 'guestForm.issue.maxChoices', 'count'],
  [/^1 to (\d+) stars$/, 'guestForm.issue.stars', 'count'],
];

/** The key and parameters of an answer check's message (an unknown one: "check this answer"). */
export function issueMessage(message: string): { key: MessageKey; params?: MessageParams } {
  const fixed = FIXED[message];
  if (fixed) return { key: fixed };
  for (const [pattern, key, param] of PATTERNS) {
    const m = pattern.exec(message);
    if (m) return { key, params: { [param]: param === 'date' ? isoToDateText(m[1]!) : Number(m[1]) } };
  }
  return { key: 'guestForm.issue.invalid' };
}

export const issueText = (message: string, t: Translate) => {
  const { key, params } = issueMessage(message);
  return t(key, params);
};

/** 2026-03-01 → 01.03.2026 (the app's date format in both languages). */
export function isoToDateText(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : iso;
}

/** 1.3.2026, 01.03.2026 or 2026-03-01 → 2026-03-01; anything else (or an impossible day) → undefined. */
export function dateTextToIso(text: string): string | undefined {
  const t = text.trim();
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(t);
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  const [y, m, d] = dotted ? [dotted[3], dotted[2], dotted[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!y || !m || !d) return undefined;
  const year = Number(y);
  const month = Number(m);
  const day = Number(d);
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
  return `${y}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
