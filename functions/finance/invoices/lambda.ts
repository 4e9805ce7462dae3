import { resourceHandler } from '../../lib/http';
import { invoiceActions } from './operations';

/**
 * Invoices (ISSUE-15, docs/decisions/finance.md "Invoices"): numbered snapshots of a booking's bill, the cancellation
 * invoice, the split, sending, public links and the guest's public call (the calls: ./operations.ts). The PDFs
 * themselves are the `invoice-documents` Lambda (pdf-lib does not fit this one's budget).
 */
export const handler = resourceHandler('invoices', invoiceActions);
