import { assignWrite, newEntry, putNewEntries } from '../../../functions/data/bank-entries';
import { banks } from '../../../functions/data/banks';
import { firstBookings } from '../../../functions/data/booking-list';
import { recordPayment } from '../../../functions/booking/bookings/payments/record';
import { ZBank } from '../../../shared/domain/bank/bank';
import type { MappedRow } from '../../../shared/domain/bank/csv';
import { paymentSummary } from '../../../shared/domain/booking/payment';
import { addDays } from '../../../shared/calendar-date';
import { mulberry32 } from './random';

/**
 * The demo bank (docs/decisions.md "Banks and bank entries"): a Sparkasse account with its saved CSV mapping and 30
 * entries of the last two months: deposits naming their booking (three assigned to it, the others waiting with a
 * suggestion), card payments and fees going out.
 */
const BANK_ID = 'bk-demo-sparkasse';

export async function seedBank(log: (line: string) => void, tenant = 'demo', now = new Date()): Promise<void> {
  await banks.create(
    tenant,
    BANK_ID,
    ZBank.parse({
      name: 'Sparkasse Hamburg',
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: 'COBADEFFXXX',
      currency: 'EUR',
      owner: 'Tidewise Demo GmbH',
      openingBalance: '12500.00',
      csvMapping: {
        delimiter: ';',
        decimal: 'comma',
        dateFormat: 'DD.MM.YYYY',
        skipRows: 1,
        columns: { date: 0, counterparty: 1, iban: 2, reference: 3, amount: 4, currency: 5 },
      },
    }),
  );
  const today = now.toISOString().slice(0, 10);
  const random = mulberry32(15);
  // Bookings with money still to come (a booking paid in full gets no transfer).
  const open = (await firstBookings(tenant, { filter: [{ field: 'state', op: 'eq', value: 'confirmed' }], from: today }, 40)).filter(
    (b) => (b.currency ?? 'EUR') === 'EUR' && paymentSummary(b, today).next !== undefined,
  );
  const rows: Array<{ row: MappedRow; booking?: string }> = [];
  open.slice(0, 12).forEach((b, i) => {
    // The next milestone's open amount.
    const due = paymentSummary(b, today).next!;
    rows.push({
      row: {
        date: addDays(today, -3 - i * 4),
        amount: due.open,
        currency: 'EUR',
        reference: i % 3 === 1 ? `${b.customerName ?? ''} Anzahlung` : `Anzahlung Buchung ${b.bookingNo} ${b.customerName ?? ''}`.trim(),
        counterparty: b.customerName ?? 'Guest',
        iban: 'DE44500105175407324931',
      },
      booking: i < 3 ? b.id : undefined,
    });
  });
  const outgoing = ['Tauchshop Nord Flaschen-TÜV', 'Marina Hafengebühr', 'Kaffee Bar', 'Stadtwerke Strom', 'Kontoführung'];
  for (let i = rows.length; i < 30; i++) {
    const name = outgoing[i % outgoing.length]!;
    rows.push({
      row: {
        date: addDays(today, -Math.floor(random() * 60)),
        amount: `-${(10 + Math.floor(random() * 400)).toFixed(0)}.${String(Math.floor(random() * 100)).padStart(2, '0')}`,
        currency: 'EUR',
        reference: `Kartenzahlung ${name}`,
        counterparty: name,
        iban: '',
      },
    });
  }
  const at = now.toISOString();
  const entries = rows.map((r) => newEntry(BANK_ID, r.row, 1, 'demo', 'demo-seed', at));
  await putNewEntries(tenant, entries);
  const system = { tenant, userId: 'system', userType: 'System', scopes: ['bookings.update'] } as const;
  let assigned = 0;
  for (const [i, r] of rows.entries()) {
    if (!r.booking) continue;
    const entry = entries[i]!;
    const minor = Math.round(Math.abs(Number(entry.amount)) * 100);
    await recordPayment({ ...system, scopes: [...system.scopes] }, r.booking, {
      amount: entry.amount,
      method: 'bank',
      date: entry.date,
      reference: entry.reference,
      source: { kind: 'bankentry', id: `${entry.id}:${r.booking}` },
      extra: (p, b) => [assignWrite(tenant, entry, r.booking!, minor, { paymentId: p.id, amount: entry.amount, bookingNo: b.bookingNo, at: p.createdAt })],
    });
    assigned++;
  }
  log(`bank: 1 account, ${entries.length} entries (${assigned} assigned)`);
}
