/**
 * The mailbox's rules without I/O (docs/decisions/mailbox.md): which booking numbers a subject names, the subject and
 * quote of a reply or forward, and the reader's Content-Security-Policy.
 */

/**
 * Booking numbers a subject names: a number after "#", "booking", "Buchung", "reservation", "Reservierung", "Nr.",
 * "No." or "B-" (up to 9 digits), in the order written, distinct. A bare number (a date, a price, a flight) names none:
 * too many false links.
 */
export function bookingNumbersInSubject(subject: string | undefined): number[] {
  if (!subject) return [];
  const re = /(?:#|\bbooking\b|\bbuchung\b|\breservation\b|\breservierung\b|\bnr\.?|\bno\.?|\bb-)\s*(?:no\.?|nr\.?|number|nummer)?\s*[:#]?\s*(\d{1,9})\b/gi;
  const found: number[] = [];
  for (const m of subject.matchAll(re)) {
    const n = Number(m[1]);
    if (!found.includes(n)) found.push(n);
  }
  return found;
}

const REPLY_PREFIX = /^\s*((re|aw|fwd?|wg)\s*(\[\d+\])?\s*:\s*)+/i;

/** The subject of a reply ("Re: …") or forward ("Fwd: …"), one prefix however many the mail had. */
export function answerSubject(mode: 'reply' | 'forward', subject: string | undefined): string {
  const bare = (subject ?? '').replace(REPLY_PREFIX, '').trim();
  return `${mode === 'reply' ? 'Re' : 'Fwd'}: ${bare}`.trim();
}

/** The original's text under the answer, each line quoted with "> ". */
export function quoteText(header: string, text: string | undefined): string {
  const lines = (text ?? '').replace(/\r\n/g, '\n').split('\n');
  return `${header}\n${lines.map((l) => `> ${l}`).join('\n')}`;
}

/**
 * The Content-Security-Policy of the reader's iframe: nothing runs, no form posts, no frame, nothing loads from
 * anywhere; images only inline, or from anywhere once the reader allowed them for this mail.
 */
export function mailReaderCsp(remoteImages: boolean): string {
  const img = remoteImages ? 'img-src data: cid: https: http:' : 'img-src data: cid:';
  return `default-src 'none'; ${img}; style-src 'unsafe-inline'; form-action 'none'; frame-src 'none'; base-uri 'none'`;
}
