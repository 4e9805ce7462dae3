import type { ResourceName } from '../../shared/api/endpoint';

/** The messaging area's API Lambdas: the contract's resource each answers, and its entry file (read by functions/lambdas.ts). */
export const MESSAGING_LAMBDAS = {
  notifications: 'functions/messaging/notifications/lambda.ts',
} as const satisfies Partial<Record<ResourceName, string>>;
