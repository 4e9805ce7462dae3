import { Duration } from 'aws-cdk-lib';
import type { QueueProps } from 'aws-cdk-lib/aws-sqs';
import { QueueEncryption } from 'aws-cdk-lib/aws-sqs';

/** Every queue of the platform: TLS only (a deny on aws:SecureTransport=false) and SQS-managed encryption. */
export const QUEUE_DEFAULTS = {
  enforceSSL: true,
  encryption: QueueEncryption.SQS_MANAGED,
} as const satisfies QueueProps;

/** Failed messages wait the SQS maximum, so an operator back from a long weekend can still redrive them. */
export const FAILED_MESSAGE_RETENTION = Duration.days(14);
