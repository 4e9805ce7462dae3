import * as z from 'zod';
import { ZInvoice } from '../../../shared/domain/booking/invoice';
import { entityKey, globalKey, listPk } from '../keys';
import { itemCodec, type EntityModel } from './entity';

/** Invoices (docs/decisions.md "Invoices"): the invoice, its gap-free counter and its public token lookups. */
export const INVOICE = 'INVOICE';
export const INVOICENO_COUNTER = 'INVOICENO_COUNTER';
export const INVOICE_TOKEN = 'INVOICETOKEN';

export const invoiceKey = (tenant: string, id: string) => entityKey(tenant, INVOICE, id);
/** Every invoice by number (collection index) and a booking's invoices by number (second-order index). */
export const invoiceListPk = (tenant: string) => listPk(tenant, INVOICE);
export const bookingInvoicesPk = (tenant: string, booking: string) => listPk(tenant, `INVOICEBOOKING#${booking}`);
export const invoiceNumberSk = (n: number) => String(n).padStart(10, '0');
export const invoiceCounterKey = (tenant: string) => ({ pk: listPk(tenant, 'COUNTER'), sk: 'INVOICENO' });
/** A public token's hash → its tenant and invoice (global: the guest's link carries no tenant). */
export const invoiceTokenKey = (tokenHash: string) => globalKey(INVOICE_TOKEN, tokenHash);

export const invoiceItem = itemCodec(INVOICE, ZInvoice);
export const invoiceCounterItem = itemCodec(INVOICENO_COUNTER, z.object({ lastNo: z.number().int().min(0) }));
export const invoiceTokenItem = itemCodec(INVOICE_TOKEN, z.object({ tenant: z.string(), invoice: z.string(), createdAt: z.string() }));

export const invoiceModels: EntityModel[] = [
  {
    module: 'invoice',
    entityType: INVOICE,
    description: "An invoice: a numbered snapshot of a booking's bill (lines, taxes, milestones, payments, totals, recipient, language, currency).",
    keys: {
      table: { pk: 'T#<tenant>#INVOICE#<invoiceId>', sk: 'ROOT' },
      gsi1: { pk: 'T#<tenant>#INVOICE', sk: '<number, 10 digits>' },
      gsi2: { pk: 'T#<tenant>#INVOICEBOOKING#<bookingId>', sk: '<number, 10 digits>' },
    },
    access: [
      'one invoice: Get',
      "the tenant's invoices by number (finance list): ONE Query collection index",
      "a booking's invoices by number: ONE Query second-order index",
    ],
  },
  {
    module: 'invoice',
    entityType: INVOICENO_COUNTER,
    description: "The tenant's last invoice number (gap-free).",
    keys: { table: { pk: 'T#<tenant>#COUNTER', sk: 'INVOICENO' } },
    access: ['next number: consistent Get, then Put lastNo + n with condition lastNo = :read in the transaction writing the invoices'],
  },
  {
    module: 'invoice',
    entityType: INVOICE_TOKEN,
    description: "A public invoice link's token, by its sha256 only: the tenant and invoice it opens.",
    keys: { table: { pk: 'G#INVOICETOKEN#<sha256 of the token>', sk: 'ROOT' } },
    access: ['the public invoice page: Get by the hash of the token in the link'],
  },
];
