import type { BoardRow } from '../../../../shared/api/guest-forms';

/**
 * The staff's words for a guest's form (docs/decisions/forms.md "The staff's screens"): missing, started, complete,
 * or — whatever the progress — needs review when an answer raised the physician flag.
 */
export const FORM_STATES = ['missing', 'started', 'complete', 'physician'] as const;
export type FormState = (typeof FORM_STATES)[number];

export const formStateOf = (f: { progress: 'missing' | 'started' | 'complete'; physician: boolean }): FormState => (f.physician ? 'physician' : f.progress);

/** A guest key's words: the lead booker, or guest-<n> as "Guest n". */
export const guestWords = (key: string): { lead: true } | { lead: false; n: number } =>
  key === 'lead' ? { lead: true } : { lead: false, n: Number(key.replace(/^guest-/, '')) || 0 };

/** The link's token: the last part of its path (/guestform/<booking>/<token>). */
export const tokenOfPath = (path: string): string => path.split('/').pop() ?? '';

/** The board's default range: arrivals from today for 30 days (inclusive), as ISO days. */
export function defaultRange(today: string): { from: string; to: string } {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 30);
  return { from: today, to: d.toISOString().slice(0, 10) };
}

/**
 * The board's rows of the kind (trips or resort stays; all for none) with only the guests who have a form in the
 * state (all of them for none); rows left without a guest go.
 */
export function filterBoard(rows: readonly BoardRow[], state?: FormState, type?: BoardRow['type']): BoardRow[] {
  const kind = type ? rows.filter((r) => r.type === type) : [...rows];
  if (!state) return kind;
  return kind.map((r) => ({ ...r, guests: r.guests.filter((g) => g.forms.some((f) => formStateOf(f) === state)) })).filter((r) => r.guests.length > 0);
}

/** How an answer reads on the staff's view: text as is, lists joined, an upload or a block as its parts. */
export function answerText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (Array.isArray(value)) return value.map(answerText).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => (k === 'drawing' || (typeof v === 'string' && v.startsWith('data:')) ? `${k}: ✎` : `${k}: ${answerText(v)}`))
      .join('; ');
  }
  return String(value);
}

/** A choice's answer as its options' labels (the stored values are the options' keys); other answers as they are. */
export function shownAnswer<O extends { value: string }>(value: unknown, options: readonly O[] | undefined, labelOf: (o: O) => string): unknown {
  if (!options?.length) return value;
  const one = (v: unknown) => {
    const o = options.find((x) => x.value === v);
    return o ? labelOf(o) : v;
  };
  return Array.isArray(value) ? value.map(one) : one(value);
}

/** A signature's answer as its signer (and the guardian who signed for a minor); the drawing is in the record. */
export function signatureText(value: unknown): string {
  if (!value || typeof value !== 'object') return answerText(value);
  const v = value as { name?: unknown; guardian?: { name?: unknown; relation?: unknown } };
  const guardian = v.guardian?.name ? ` (${[v.guardian.name, v.guardian.relation].filter(Boolean).map(String).join(', ')})` : '';
  return typeof v.name === 'string' && v.name ? `${v.name}${guardian}` : answerText(value);
}
