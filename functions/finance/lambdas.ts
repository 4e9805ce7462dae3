import type { ResourceName } from '../../shared/api/endpoint';

/** The finance area's API Lambdas: the contract's resource each answers, and its entry file (read by functions/lambdas.ts). */
export const FINANCE_LAMBDAS = {
  'booking-payments': 'functions/finance/booking-payments/lambda.ts',
  'payment-checkout': 'functions/finance/checkout/lambda.ts',
  'payment-notify': 'functions/finance/notify/lambda.ts',
  invoices: 'functions/finance/invoices/lambda.ts',
  'invoice-documents': 'functions/finance/invoice-documents/lambda.ts',
  banks: 'functions/finance/banks/lambda.ts',
  bankentries: 'functions/finance/bank-entries/lambda.ts',
  credits: 'functions/finance/credits/lambda.ts',
  pos: 'functions/finance/pos/lambda.ts',
  products: 'functions/finance/products/lambda.ts',
} as const satisfies Partial<Record<ResourceName, string>>;
