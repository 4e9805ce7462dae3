import { EmailIdentity } from 'aws-cdk-lib/aws-ses';
import type { ConsumerDefinition } from '../../../events/registry';
import type { PlatformConfig } from '../config';
import type { PlatformFunction } from '../constructs/platform-function';

export interface ConsumerGrantContext {
  config: PlatformConfig;
}

type ConsumerGrant = (fn: PlatformFunction, context: ConsumerGrantContext) => void;

/** Sends mail from the configured sender, through the one SES identity it belongs to and no other. */
const sendMail: ConsumerGrant = (fn, { config }) => {
  EmailIdentity.fromEmailIdentityName(fn, 'MailIdentity', config.mailDomain).grantSendEmail(fn);
};

/**
 * Permissions a consumer needs beyond its queue and the table, keyed by consumer name. The registry
 * says what a consumer listens to; what AWS services it calls is infrastructure knowledge, so it
 * lives here. A key that names no registered consumer fails synthesis, so a rename cannot silently
 * drop a grant.
 */
export const CONSUMER_GRANTS: Readonly<Record<string, ConsumerGrant>> = {
  'send-mail': sendMail,
};

export function assertGrantsMatchConsumers(consumers: readonly ConsumerDefinition[]): void {
  const names = new Set(consumers.map((c) => c.name));
  const orphans = Object.keys(CONSUMER_GRANTS).filter((name) => !names.has(name));
  if (orphans.length > 0) {
    throw new Error(
      `infra/aws/events/consumer-grants.ts grants permissions to unknown consumers: ${orphans.join(', ')} (registered: ${[...names].join(', ')})`,
    );
  }
}
