import type { ResourceName } from '../../shared/api/endpoint';

/** The pricing area's API Lambdas: the contract's resource each answers, and its entry file (read by functions/lambdas.ts). */
export const PRICING_LAMBDAS = {
  prices: 'functions/pricing/prices/lambda.ts',
  pricing: 'functions/pricing/engine/lambda.ts',
  specials: 'functions/pricing/specials/lambda.ts',
} as const satisfies Partial<Record<ResourceName, string>>;
