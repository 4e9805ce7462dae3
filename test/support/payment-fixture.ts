import type { BookingItem } from '../../functions/data/entities/booking';
import { putBooking } from './price-fixture';

/** A calculation line of `total` (a room line as the engine writes it), for payment tests that need only the money. */
export const line = (sort: number, total: string) => ({
  sort,
  type: 'room',
  customerType: 'Direct',
  text: `Line ${sort}`,
  amount: 1,
  price: total,
  total,
  editable: false,
  deletable: false,
  unique: false,
});

/** A stored booking of `total` with a deposit and a rest milestone (due days given), in `currency`. */
export async function payableBooking(
  tenant: string,
  id: string,
  o: { total: string; deposit: string; depositDue: string; restDue: string; currency?: string; bookingNo?: number } & Partial<BookingItem>,
): Promise<void> {
  const { total, deposit, depositDue, restDue, currency = 'EUR', bookingNo = 1, ...rest } = o;
  const restAmount = (Math.round(Number(total) * 100) - Math.round(Number(deposit) * 100)) / 100;
  await putBooking(tenant, {
    id,
    bookingNo,
    resort: 'r1',
    checkIn: '2027-06-01',
    checkOut: '2027-06-08',
    customerName: `Guest ${id}`,
    currency,
    calculation: [line(1, total)],
    payments: [
      { text: 'Deposit', amount: deposit, due: depositDue, type: 'deposit' },
      { text: 'Rest', amount: restAmount.toFixed(2), due: restDue, type: 'rest' },
    ],
    ...rest,
  } as Partial<BookingItem> & { id: string });
}
