import type { ResourceName } from '../../shared/api/endpoint';

/** The identity area's API Lambdas: the contract's resource each answers, and its entry file (read by functions/lambdas.ts). */
export const IDENTITY_LAMBDAS = {
  auth: 'functions/identity/auth/lambda.ts',
  users: 'functions/identity/users/lambda.ts',
  employees: 'functions/identity/employees/lambda.ts',
} as const satisfies Partial<Record<ResourceName, string>>;
