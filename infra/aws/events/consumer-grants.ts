import { Aws, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { EmailIdentity } from 'aws-cdk-lib/aws-ses';
import type { ConsumerDefinition } from '../../../events/registry';
import { mediaBucketName, type PlatformConfig } from '../config';
import type { PlatformFunction } from '../constructs/platform-function';

export interface ConsumerGrantContext {
  config: PlatformConfig;
  /** SES's configuration set every send names (its events feed the suppression list: infra/aws/events/mail-feedback.ts). */
  configurationSetName: string;
}

type ConsumerGrant = (fn: PlatformFunction, context: ConsumerGrantContext) => void;

/** Sends mail from the configured sender, through the one SES identity it belongs to and no other. */
const sendMail: ConsumerGrant = (fn, { config, configurationSetName }) => {
  EmailIdentity.fromEmailIdentityName(fn, 'MailIdentity', config.mailDomain).grantSendEmail(fn);
  // A send that names a configuration set is authorised on it too.
  fn.function.addEnvironment('MAIL_CONFIGURATION_SET', configurationSetName);
  fn.function.addToRolePolicy(
    new PolicyStatement({
      actions: ['ses:SendEmail', 'ses:SendRawEmail'],
      resources: [`arn:${Aws.PARTITION}:ses:${Aws.REGION}:${Aws.ACCOUNT_ID}:configuration-set/${configurationSetName}`],
    }),
  );
};

/**
 * Deletes guest-form uploads from the media bucket (the retention run, docs/decisions/forms.md "Retention"): the
 * objects only, by the bucket's fixed name (the bucket belongs to the API stack, created after this one).
 */
const deleteMedia: ConsumerGrant = (fn, { config }) => {
  const bucket = mediaBucketName(config);
  fn.function.addEnvironment('MEDIA_BUCKET', bucket);
  fn.function.addToRolePolicy(new PolicyStatement({ actions: ['s3:DeleteObject'], resources: [`arn:${Aws.PARTITION}:s3:::${bucket}/*`] }));
  Validations.of(fn).acknowledge({
    id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::${config.stage}-tidewise-media-<AWS::AccountId>-<AWS::Region>/*]`,
    reason: 'Upload keys are <tenant>/guestforms/<booking>/…, made at run time: the grant is DeleteObject on the media objects only.',
  });
};

/**
 * Permissions a consumer needs beyond its queue and the table, keyed by consumer name. The registry
 * says what a consumer listens to; what AWS services it calls is infrastructure knowledge, so it
 * lives here. A key that names no registered consumer fails synthesis, so a rename cannot silently
 * drop a grant.
 */
export const CONSUMER_GRANTS: Readonly<Record<string, ConsumerGrant>> = {
  'send-mail': sendMail,
  'send-document': sendMail,
  'guestform-retention': deleteMedia,
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
