import type { BookingHeader } from '../../../shared/domain/booking/booking';
import { MARGIN, PdfWriter, printDate } from './layout';
import { footer, header, lang, type CompanyHeader } from './render';
import { DOCUMENT_TEXTS } from './texts';

/** The voucher: the stay's dates, rooms and guests under the company's header, for the guest to show on arrival. */
export interface VoucherData {
  booking: Pick<BookingHeader, 'bookingNo' | 'checkIn' | 'checkOut' | 'noOfPax' | 'language' | 'rooms'>;
  /** The stay's place (resort or vessel and tour). */
  place?: string;
  guests: string[];
  rooms: string[];
}

export async function renderVoucherPdf(v: VoucherData, company: CompanyHeader): Promise<Uint8Array> {
  const l = lang(v.booking.language);
  const t = DOCUMENT_TEXTS[l];
  const w = await PdfWriter.create(`${t.voucher} ${v.booking.bookingNo}`);
  header(w, company, t);
  w.text(`${t.voucher} – ${t.booking} ${v.booking.bookingNo}`, { size: 16, bold: true, height: 24 });
  if (v.place) w.text(v.place, { bold: true });
  w.down(8);
  const row = (label: string, value: string) =>
    w.row([
      { text: label, x: MARGIN, bold: true },
      { text: value, x: MARGIN + 140, width: 300 },
    ]);
  if (v.booking.checkIn) row(t.arrival, printDate(v.booking.checkIn, l));
  if (v.booking.checkOut) row(t.departure, printDate(v.booking.checkOut, l));
  row(t.persons, String(v.booking.noOfPax ?? v.booking.rooms.reduce((s, r) => s + r.noOfPax, 0)));
  if (v.rooms.length) row(t.rooms, v.rooms.join(', '));
  w.down(10);
  w.text(v.guests.length > 1 ? t.guests : t.guest, { bold: true });
  for (const g of v.guests) w.text(g);
  w.down(16);
  w.text(t.voucherNote);
  footer(w, company, t);
  return w.bytes();
}
