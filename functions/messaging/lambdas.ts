import type { ResourceName } from '../../shared/api/endpoint';

/** The messaging area's API Lambdas (read by functions/lambdas.ts): the mail queue (docs/decisions/mail-queue.md). */
export const MESSAGING_LAMBDAS = {
  mailqueue: 'functions/messaging/queue/lambda.ts',
} as const satisfies Partial<Record<ResourceName, string>>;
