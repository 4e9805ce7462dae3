import type { ResourceName } from '../../shared/api/endpoint';

/** The platform area's API Lambdas: the contract's resource each answers, and its entry file (read by functions/lambdas.ts). */
export const PLATFORM_LAMBDAS = {
  settings: 'functions/platform/settings/lambda.ts',
  geo: 'functions/platform/geo/lambda.ts',
  media: 'functions/platform/media/lambda.ts',
  system: 'functions/platform/system/lambda.ts',
} as const satisfies Partial<Record<ResourceName, string>>;
