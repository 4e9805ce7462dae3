import type { ResourceName } from '../../shared/api/endpoint';

/** The forms area's API Lambdas: the contract's resource each answers, and its entry file (read by functions/lambdas.ts). */
export const FORMS_LAMBDAS = {
  forms: 'functions/forms/definitions/lambda.ts',
  guestforms: 'functions/forms/guest/lambda.ts',
  'guestform-sync': 'functions/forms/guest/sync-lambda.ts',
  'guestform-standalone': 'functions/forms/standalone/lambda.ts',
  'guestform-documents': 'functions/forms/print/lambda.ts',
} as const satisfies Partial<Record<ResourceName, string>>;
