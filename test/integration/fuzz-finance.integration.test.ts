import { handler as bankentries } from '../../functions/bankentries/index';
import { handler as bookingPayments } from '../../functions/booking-payments/index';
import { handler as banks } from '../../functions/banks/index';
import { handler as credits } from '../../functions/credits/index';
import { handler as invoices } from '../../functions/invoices/index';
import { handler as paymentCheckout } from '../../functions/payment-checkout/index';
import { handler as paymentNotify } from '../../functions/payment-notify/index';
import { handler as pos } from '../../functions/pos/index';
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
