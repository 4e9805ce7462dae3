import { describe, expect, it } from 'vitest';
import { diffBookings, type DiffVersion } from './history-diff';

const base: DiffVersion = {
  state: 'draft',
  type: 'resort',
  checkIn: '2027-05-10',
  checkOut: '2027-05-14',
  customer: 'c1',
  rooms: [{ room: 'r101', noOfPax: 2, customers: [{ customer: 'c1' }] }],
  calculation: [line('1200.00')],
};

function line(total: string) {
  return { sort: 1, type: 'room', customerType: 'adult', text: 'Room', amount: 1, price: total, total, editable: true, deletable: true, unique: false };
}

function todo(id: string, text: string, open: boolean) {
  return { id, text, open, due: '2027-05-01', createdAt: '2027-04-01T00:00:00Z', updatedAt: '2027-04-01T00:00:00Z' };
}

const names = {
  room: (id: string) => ({ r101: '101', r102: 'Room 102' })[id],
  customer: (id: string) => ({ c1: 'Anna Berg', c2: 'Ben Kurz' })[id],
  agency: (id: string) => ({ a1: 'Blue Travel' })[id],
};

const cases: Array<[string, DiffVersion | undefined, DiffVersion, string[], string[]]> = [
  [
    'todos',
    { ...base, todo: [todo('a', 'Send the welcome mail', true), todo('b', 'Collect the deposit', false)] },
    { ...base, todo: [todo('a', 'Send the welcome mail', false), todo('b', 'Collect the deposit', true), todo('c', 'Transfer', true)] },
    ['To-do solved: Send the welcome mail', 'To-do reopened: Collect the deposit', 'To-do added: Transfer'],
    ['Aufgabe erledigt: Send the welcome mail', 'Aufgabe wieder offen: Collect the deposit', 'Aufgabe hinzugefügt: Transfer'],
  ],
  ['language', base, { ...base, language: 'en' }, ['Language: German → English'], ['Sprache: Deutsch → Englisch']],
  [
    'references',
    { ...base, references: [{ id: 'ref1', type: 'voucher', value: 'V-1', createdAt: 't' }] },
    { ...base, references: [{ id: 'ref2', type: 'agency', value: 'A-7', createdAt: 't' }] },
    ['Reference added: A-7', 'Reference removed: V-1'],
    ['Referenz hinzugefügt: A-7', 'Referenz entfernt: V-1'],
  ],
  [
    'documents',
    base,
    { ...base, documents: [{ id: 'm1', name: 'voucher.pdf', mimeType: 'application/pdf', size: 9, uploadedAt: 't' }] },
    ['Document added: voucher.pdf'],
    ['Dokument hinzugefügt: voucher.pdf'],
  ],
  ['creation', undefined, base, ['Created (Option)'], ['Angelegt (Option)']],
  ['state', base, { ...base, state: 'confirmed' }, ['State: Option → Confirmed'], ['Status: Option → Bestätigt']],
  [
    'dates',
    base,
    { ...base, checkIn: '2027-05-12', checkOut: '2027-05-16' },
    ['Dates: 10.05.–14.05. → 12.05.–16.05.'],
    ['Zeitraum: 10.05.–14.05. → 12.05.–16.05.'],
  ],
  [
    'dates over a year end',
    base,
    { ...base, checkIn: '2027-12-30', checkOut: '2028-01-02' },
    ['Dates: 10.05.2027–14.05.2027 → 30.12.2027–02.01.2028'],
    ['Zeitraum: 10.05.2027–14.05.2027 → 30.12.2027–02.01.2028'],
  ],
  // A room whose name says what it is ('Room 102') keeps its name; a bare one ('101') gets the word.
  [
    'room changed',
    base,
    { ...base, rooms: [{ room: 'r102', noOfPax: 2, customers: [{ customer: 'c1' }] }] },
    ['Room 101 → Room 102'],
    ['Zimmer 101 → Room 102'],
  ],
  [
    'room added, person added',
    base,
    { ...base, rooms: [...base.rooms, { room: 'r102', noOfPax: 1, customers: [{ customer: 'c2' }] }] },
    ['Room 102 added', 'Person added: Ben Kurz'],
    ['Room 102 hinzugefügt', 'Person hinzugefügt: Ben Kurz'],
  ],
  [
    'trip cabin removed, person removed',
    { ...base, type: 'trip', rooms: [...base.rooms, { room: 'x9', noOfPax: 1, customers: [{ customer: 'c2' }] }] },
    { ...base, type: 'trip' },
    ['Cabin x9 removed', 'Person removed: Ben Kurz'],
    ['Kabine x9 entfernt', 'Person entfernt: Ben Kurz'],
  ],
  ['total', base, { ...base, calculation: [line('1200.00'), line('150.5')] }, ['Total: 1,200.00 EUR → 1,350.50 EUR'], ['Gesamt: 1.200,00 EUR → 1.350,50 EUR']],
  ['agency', base, { ...base, agency: 'a1' }, ['Agency: none → Blue Travel'], ['Agentur: keine → Blue Travel']],
  ['checkin', { ...base, state: 'confirmed' }, { ...base, state: 'confirmed', checkedInAt: '2027-05-10T14:00:00Z' }, ['Checked in'], ['Eingecheckt']],
  ['cancel', { ...base, state: 'confirmed' }, { ...base, state: 'aborted' }, ['State: Confirmed → Cancelled'], ['Status: Bestätigt → Storniert']],
  ['nothing that the diff names', base, { ...base }, [], []],
];

describe('diffBookings: the differences of two versions in words', () => {
  it.each(cases)('%s', (_name, before, after, en, de) => {
    expect(diffBookings(before, after, 'en', names).map((c) => c.text)).toEqual(en);
    expect(diffBookings(before, after, 'de', names).map((c) => c.text)).toEqual(de);
  });
});

describe('the history of a payment (ISSUE-22)', () => {
  const pay = (id: string, amount: string, extra: Record<string, string> = {}) => ({
    id,
    key: `manual:${id}`,
    amount,
    paidAmount: amount,
    paidCurrency: 'EUR',
    rate: '1',
    date: '2027-04-02',
    method: 'bank' as const,
    source: { kind: 'manual' as const, id },
    createdAt: '2027-04-02T10:00:00Z',
    createdBy: 'u1',
    ...extra,
  });
  const users = { ...names, user: (id: string) => ({ u1: 'Clara Kasse' })[id] };
  it.each([
    ['en', 'Payment received: 1,216.50 EUR, bank transfer, R-7, by Clara Kasse', 'Refund: -50.00 EUR, cash, by Clara Kasse'],
    ['de', 'Zahlung eingegangen: 1.216,50 EUR, Überweisung, R-7, von Clara Kasse', 'Erstattung: -50,00 EUR, bar, von Clara Kasse'],
  ] as const)('says amount, method, reference and who in %s', (lang, received, refund) => {
    const paid = { ...base, received: [pay('p1', '1216.50', { reference: 'R-7' })] };
    expect(diffBookings(base, paid, lang, users).map((c) => [c.field, c.text])).toEqual([['payment', received]]);
    const refunded = { ...paid, received: [...paid.received, { ...pay('p2', '-50.00'), method: 'cash' as const }] };
    expect(diffBookings(paid, refunded, lang, users).map((c) => c.text)).toEqual([refund]);
  });

  it('says a removed payment and a changed reference', () => {
    const paid = { ...base, received: [pay('p1', '100.00')] };
    expect(diffBookings(paid, base, 'en', users).map((c) => c.text)).toEqual(['Payment removed: 100.00 EUR, bank transfer, by Clara Kasse']);
    const referenced = { ...base, received: [pay('p1', '100.00', { reference: 'INV-1' })] };
    expect(diffBookings(paid, referenced, 'de', users).map((c) => c.text)).toEqual(['Zahlungsreferenz (100,00 EUR): keine → INV-1']);
  });
});
