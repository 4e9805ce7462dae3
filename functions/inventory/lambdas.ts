import type { ResourceName } from '../../shared/api/endpoint';

/** The inventory area's API Lambdas: the contract's resource each answers, and its entry file (read by functions/lambdas.ts). */
export const INVENTORY_LAMBDAS = {
  assets: 'functions/inventory/assets/lambda.ts',
  rooms: 'functions/inventory/rooms/lambda.ts',
  tours: 'functions/inventory/tours/lambda.ts',
} as const satisfies Partial<Record<ResourceName, string>>;
