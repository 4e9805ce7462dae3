import type { ResourceName } from '../../shared/api/endpoint';

/** The customer area's API Lambdas: the contract's resource each answers, and its entry file (read by functions/lambdas.ts). */
export const CUSTOMER_LAMBDAS = {
  customers: 'functions/customer/customers/lambda.ts',
  agencies: 'functions/customer/agencies/lambda.ts',
  club: 'functions/customer/club/lambda.ts',
} as const satisfies Partial<Record<ResourceName, string>>;
