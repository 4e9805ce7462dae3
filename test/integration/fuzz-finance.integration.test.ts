import { handler as bankentries } from '../../functions/finance/bank-entries/lambda';
import { handler as bookingPayments } from '../../functions/finance/booking-payments/lambda';
import { handler as banks } from '../../functions/finance/banks/lambda';
import { handler as credits } from '../../functions/finance/credits/lambda';
import { handler as invoices } from '../../functions/finance/invoices/lambda';
import { handler as paymentCheckout } from '../../functions/finance/checkout/lambda';
import { handler as paymentNotify } from '../../functions/finance/notify/lambda';
import { handler as pos } from '../../functions/finance/pos/lambda';
import { fuzzSuite } from '../support/fuzz-suite';

// Money (ISSUE-15): payments on bookings, banks and entries, credits, invoices, the provider's checkout and webhook, POS.
fuzzSuite('payments, banks, bank entries, credits, invoices, the payment provider and the point of sale', {
  'booking-payments': bookingPayments,
  banks,
  bankentries,
  credits,
  invoices,
  'payment-checkout': paymentCheckout,
  'payment-notify': paymentNotify,
  pos,
});
