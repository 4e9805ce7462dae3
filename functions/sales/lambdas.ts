import type { ResourceName } from '../../shared/api/endpoint';

/** The sales area's API Lambdas: the contract's resource each answers, and its entry file (read by functions/lambdas.ts). */
export const SALES_LAMBDAS = {
  widgets: 'functions/sales/widgets/lambda.ts',
} as const satisfies Partial<Record<ResourceName, string>>;
