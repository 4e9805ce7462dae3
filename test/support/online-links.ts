import { expect } from 'vitest';
import { handler as bookRead } from '../../functions/booking/online/read/lambda';
import { invoiceByPublicToken } from '../../functions/data/invoices';
import { invoke } from './invoke';

/** A guest's own booking as payment/success and no/{bookingNo} answer it, with the confirmation's links. */
export type GuestView = { status: string; invoiceUrl?: string; forms?: { guest: string; name: string; url: string }[] };

/**
 * The confirmation's links of a confirmed online booking (issue 25; functions/booking/online/own-view.ts): the invoice
 * (a public link that opens it, the same on every load) and each guest's form link, the lead's first, as the
 * confirmation mail names them; no/{bookingNo} answers them to the token's holder and the 404 of no booking to anyone else.
 */
export async function expectConfirmationLinks(host: string, tenant: string, view: GuestView, mail: string, bookingNo: string, token: string) {
  const invoice = /\/invoice\/([^?\s]+)\?t=([A-Za-z0-9_-]+)/.exec(view.invoiceUrl ?? '');
  expect(invoice, view.invoiceUrl).not.toBeNull();
  expect((await invoiceByPublicToken(invoice![2]!, tenant))?.invoice.id).toBe(decodeURIComponent(invoice![1]!));
  expect(mail).toContain(`/invoice/${invoice![1]}?t=`);
  expect(view.forms?.map((f) => f.guest)).toEqual(['lead', 'guest-1', 'guest-2']);
  for (const f of view.forms ?? []) expect(mail).toContain(new URL(f.url).pathname);
  const byNumber = (t: string) => invoke<GuestView>(bookRead, 'GET', `/api/book/no/${bookingNo}`, { headers: { host }, query: { token: t } });
  const again = await byNumber(token);
  expect(again.status, again.raw).toBe(200);
  expect(again.body).toMatchObject({ status: 'confirmed', invoiceUrl: view.invoiceUrl, forms: view.forms });
  for (const other of [`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, 'x'.repeat(43)]) {
    const res = await byNumber(other);
    expect(res.status).toBe(404);
    expect(res.raw).not.toMatch(/invoice|guestform/);
  }
}
