import { describe, expect, it } from 'vitest';
import type { BoardRow } from '../../../../shared/api/guest-forms';
import { answerText, defaultRange, signatureText, filterBoard, formStateOf, guestWords, shownAnswer, tokenOfPath } from './guest-form-state';

const form = (progress: 'missing' | 'started' | 'complete', physician = false) => ({
  form: 'gf-1',
  name: 'Medical',
  purpose: 'medical' as const,
  state: 'draft' as const,
  progress,
  physician,
});
const row = (guests: BoardRow['guests']): BoardRow => ({ booking: 'b1', bookingNo: 7, type: 'trip', forms: [], guests });

describe('the staff’s guest form states', () => {
  it('says needs review whenever the physician flag is raised, else the progress', () => {
    expect(formStateOf(form('missing'))).toBe('missing');
    expect(formStateOf(form('started'))).toBe('started');
    expect(formStateOf(form('complete'))).toBe('complete');
    expect(formStateOf(form('complete', true))).toBe('physician');
    expect(formStateOf(form('started', true))).toBe('physician');
  });

  it('names the lead and the numbered guests, and takes the token from a link', () => {
    expect(guestWords('lead')).toEqual({ lead: true });
    expect(guestWords('guest-12')).toEqual({ lead: false, n: 12 });
    expect(tokenOfPath('/guestform/b1/abc_DEF-1')).toBe('abc_DEF-1');
  });

  it('defaults the board to 30 days from today, across a month and a year', () => {
    expect(defaultRange('2026-11-29')).toEqual({ from: '2026-11-29', to: '2026-12-29' });
    expect(defaultRange('2027-02-10')).toEqual({ from: '2027-02-10', to: '2027-03-12' });
  });

  it('filters the board to the guests with a form in the state and drops rows left empty', () => {
    const rows = [
      row([
        { guest: 'lead', forms: [] },
        { guest: 'guest-1', forms: [form('complete'), form('started', true)] },
        { guest: 'guest-2', forms: [form('missing')] },
      ]),
      row([{ guest: 'guest-1', forms: [form('complete')] }]),
    ];
    expect(filterBoard(rows)).toHaveLength(2);
    expect(filterBoard(rows, 'physician').map((r) => r.guests.map((g) => g.guest))).toEqual([['guest-1']]);
    expect(filterBoard(rows, 'complete').map((r) => r.guests.map((g) => g.guest))).toEqual([['guest-1'], ['guest-1']]);
    expect(filterBoard(rows, 'missing').map((r) => r.guests.map((g) => g.guest))).toEqual([['guest-2']]);
    expect(filterBoard(rows, 'started')).toEqual([]);
    const stay = { ...row([{ guest: 'guest-1', forms: [form('missing')] }]), booking: 'b2', type: 'resort' as const };
    expect(filterBoard([...rows, stay], undefined, 'resort').map((r) => r.booking)).toEqual(['b2']);
    expect(filterBoard([...rows, stay], 'missing', 'trip').map((r) => r.booking)).toEqual(['b1']);
  });

  it('reads answers: text, lists, blocks without their drawings, nothing as a dash', () => {
    expect(answerText('Ann')).toBe('Ann');
    expect(answerText(['a', 'b'])).toBe('a, b');
    expect(answerText(undefined)).toBe('—');
    expect(answerText({ agency: 'PADI', level: 'OWD', number: '' })).toBe('agency: PADI; level: OWD');
    expect(answerText({ name: 'Ann', drawing: 'data:image/png;base64,xx' })).toBe('name: Ann; drawing: ✎');
  });

  it('shows a choice by its options’ labels, other answers as they are', () => {
    const options = [
      { value: 'yes', label: 'Ja' },
      { value: 'no', label: 'Nein' },
    ];
    expect(shownAnswer('yes', options, (o) => o.label)).toBe('Ja');
    expect(shownAnswer(['no', 'yes', 'other'], options, (o) => o.label)).toEqual(['Nein', 'Ja', 'other']);
    expect(shownAnswer('Ann', undefined, () => 'x')).toBe('Ann');
  });

  it('reads a signature as its signer and the guardian who signed for a minor', () => {
    expect(signatureText({ name: 'Ann Lee', mode: 'typed' })).toBe('Ann Lee');
    expect(signatureText({ name: 'Tim Lee', mode: 'drawn', drawing: 'data:x', guardian: { name: 'Ann Lee', relation: 'mother' } })).toBe(
      'Tim Lee (Ann Lee, mother)',
    );
    expect(signatureText(undefined)).toBe('—');
  });
});
