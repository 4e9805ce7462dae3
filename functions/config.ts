import * as z from 'zod';
import { TOKEN_TTL_MINUTES } from '../shared/constants';

/** An unset or empty variable counts as absent. */
const text = () => z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;

/**
 * Every environment variable the Lambdas, the event consumers and the local runtime read. The stacks
 * set them through `runtimeEnvironment` (typed by this schema), so a misspelt name fails to compile.
 */
export const ZRuntimeConfig = z.object({
  /** The single table (every function that touches data). */
  TABLE_NAME: text(),
  /** DynamoDB Local's endpoint in the local runtime and tests; unset in AWS. */
  DYNAMODB_ENDPOINT: text(),
  /** aws-ses-v2-local's endpoint in the local runtime; unset in AWS. */
  SES_ENDPOINT: text(),
  /** Set by the Lambda runtime; the region local endpoints are signed for. */
  AWS_REGION: text(),
  /** The app's URL: links in mails are built from it only (functions/lib/public-url.ts). */
  PUBLIC_URL: text(),
  /** The tenant of public calls on a host no tenant maps (the local demo tenant). */
  DEFAULT_TENANT: text(),
  /** The deployed version, from package.json. */
  APP_VERSION: text(),
  /** The JWT signing key: a Secrets Manager secret in AWS, a generated file locally. */
  JWT_SECRET_ARN: text(),
  JWT_SECRET_FILE: text(),
  /** The origin-verify secret the authorizer compares (functions/identity/origin-guard). */
  ORIGIN_SECRET_ARN: text(),
  /** Session token lifetime in whole minutes (default 60). */
  TOKEN_TTL_MINUTES: text().refine((v) => v === undefined || (/^\d+$/.test(v) && Number(v) >= TOKEN_TTL_MINUTES.min && Number(v) <= TOKEN_TTL_MINUTES.max), {
    message: `must be a whole number of minutes from ${TOKEN_TTL_MINUTES.min} to ${TOKEN_TTL_MINUTES.max}`,
  }),
  /** Media files: an S3 bucket in AWS, else a local folder (default .local/media). */
  MEDIA_BUCKET: text(),
  MEDIA_LOCAL_DIR: text(),
  /** The sender of every mail. */
  MAIL_FROM: text(),
  /** The SES configuration set whose event destination reports bounces and complaints (AWS only; docs/decisions/mail-queue.md). */
  MAIL_CONFIGURATION_SET: text(),
  /**
   * The operator's mail accounts by OAuth (docs/decisions/mail-accounts.md): the product's client at Google and at
   * Microsoft. Unset: that provider cannot be connected.
   */
  MAIL_OAUTH_GOOGLE_CLIENT_ID: text(),
  MAIL_OAUTH_GOOGLE_CLIENT_SECRET: text(),
  MAIL_OAUTH_MICROSOFT_CLIENT_ID: text(),
  MAIL_OAUTH_MICROSOFT_CLIENT_SECRET: text(),
  /** The local OAuth stand-in's base URL (provider `local`; `npm start` and the tests, infra/local/oauth-stand-in.ts). */
  MAIL_OAUTH_LOCAL_URL: text(),
  /** The local SMTP stand-in as `host:port` (plain SMTP), the server of the `local` OAuth provider (infra/local/smtp-stand-in.ts). */
  MAIL_LOCAL_SMTP: text(),
  /** The EventBridge bus the stream forwarder publishes to. */
  EVENT_BUS_NAME: text(),
  /** debug, info (default), warn or error; anything else logs at info. */
  LOG_LEVEL: text()
    .catch(undefined)
    .transform((v) => ((LOG_LEVELS as readonly string[]).includes(v ?? '') ? (v as (typeof LOG_LEVELS)[number]) : 'info')),
  /** '1' in tests: an answer that drifts from the contract throws instead of being logged. */
  STRICT_CONTRACT: text(),
  /** EventBridge Scheduler (AWS only; unset locally, where schedule items in the table stand in): the group, the role it assumes. */
  SCHEDULE_GROUP: text(),
  SCHEDULER_ROLE_ARN: text(),
  /** Where the schedules deliver, by consumer name, as JSON `{ name: { queue, deadLetter } }` (AWS only; infra/aws/events/scheduling.ts). */
  SCHEDULE_TARGETS: text(),
  /** The Wise API's base URL; unset, the bank feed is the stand-in (functions/finance/banks/wise.ts). */
  WISE_API_URL: text(),
  /** The test suite's lower scrypt cost, log2 N from 10 to 16 (functions/lib/passwords.ts); nothing deployed sets it. */
  PASSWORD_SCRYPT_LOG2N: text(),
});

/** The parsed configuration. */
export type RuntimeConfig = z.output<typeof ZRuntimeConfig>;
export type RuntimeConfigName = keyof RuntimeConfig;
/** What the stacks and the local runtime set: the variables as strings (AWS_REGION is the runtime's own). */
export type RuntimeEnvironment = Partial<Record<Exclude<RuntimeConfigName, 'AWS_REGION'>, string>>;

const cache = new Map<RuntimeConfigName, unknown>();

/** One variable, parsed on first read and cached; an invalid value throws an error naming it. */
export function config<K extends RuntimeConfigName>(name: K): RuntimeConfig[K] {
  if (cache.has(name)) return cache.get(name) as RuntimeConfig[K];
  const raw = process.env[name];
  const parsed = ZRuntimeConfig.shape[name].safeParse(raw);
  if (!parsed.success) throw new Error(`Invalid environment variable ${name}: ${parsed.error.issues[0]?.message ?? 'not valid'}, got "${raw}"`);
  cache.set(name, parsed.data);
  return parsed.data as RuntimeConfig[K];
}

/** A variable the function cannot work without: a missing one is a deployment error, so it throws. */
export function requireConfig<K extends RuntimeConfigName>(name: K): NonNullable<RuntimeConfig[K]> {
  const value = config(name);
  if (value === undefined || value === null) throw new Error(`Missing environment variable ${name}`);
  return value as NonNullable<RuntimeConfig[K]>;
}

/** For tests and the local runtime that change the environment after a read. */
export function resetConfig(): void {
  cache.clear();
}

/** A function's environment, typed by the schema (CDK, the local runtime); absent values are left out. */
export function runtimeEnvironment(env: RuntimeEnvironment): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
}
