import { Aws } from 'aws-cdk-lib';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Construct } from 'constructs';
import { TOKEN_TTL_MINUTES } from '../../shared/constants';
import { parseEmbedOrigins } from '../../shared/security-headers';

/** Repository root: Lambda entries, the lock file and web/dist are resolved from here, not from the cwd. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Everything an operator can choose at deploy time (`-c key=value`), read once and validated. */
export interface PlatformConfig {
  /** Stack name prefix: `<stage>-tidewise-<concern>`. */
  stage: string;
  /** package.json version, sent to the web by `/version` so it can reload when the server is newer. */
  appVersion: string;
  /** Sender address of every mail. */
  mailFrom: string;
  /** The verified SES identity (domain or address) that mailFrom belongs to; SES sends are scoped to it. */
  mailDomain: string;
  /** Public base URL of the web app: the only origin links in mails point at (never a request's host). */
  publicUrl: string;
  /** Tenant for public calls from a host no tenant has claimed (a single-operator installation). */
  defaultTenant?: string;
  /** Custom domain names for the distribution, with an ACM certificate in us-east-1. */
  domainNames: string[];
  certificateArn?: string;
  /** The region of every stack but the edge stack (whose web ACL CloudFront wants in us-east-1). */
  region: string;
  /** Requests one IP address may make in 5 minutes before the web ACL answers 429. */
  wafRateLimit: number;
  /** Sites allowed to frame /widget/* pages (CSP frame-ancestors). */
  widgetEmbedOrigins: string[];
  /** Lifetime of session tokens; the web app refreshes them 120 s before expiry. */
  tokenLifetimeMinutes: number;
}

const REGION_PATTERN = /^[a-z]{2}(-[a-z]+)+-\d$/;

export const REGION_MISSING =
  'The region is unknown: run cdk with AWS credentials or a profile that names a region (cdk sets CDK_DEFAULT_REGION from it), or pass -c region=eu-central-1.';

function readInteger(scope: Construct, key: string, fallback: number, min: number, max: number): number {
  const raw = readString(scope, key);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`Context "${key}" must be a whole number from ${min} to ${max}, got "${raw}"`);
  return value;
}

const STAGE_PATTERN = /^[a-z][a-z0-9-]{0,19}$/;
/** As functions/data/keys.ts accepts tenant ids. */
const TENANT_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;

function readString(scope: Construct, key: string): string | undefined {
  const value: unknown = scope.node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Context value "${key}" must be a string, got ${JSON.stringify(value)}`);
  return value.trim() === '' ? undefined : value.trim();
}

export function readAppVersion(): string {
  const pkg: unknown = JSON.parse(readFileSync(resolve(REPO_ROOT, 'package.json'), 'utf8'));
  const version = typeof pkg === 'object' && pkg !== null && 'version' in pkg ? pkg.version : undefined;
  if (typeof version !== 'string') throw new Error('package.json has no version');
  return version;
}

export const PUBLIC_URL_MISSING =
  'Context "publicUrl" is required: it is the only base URL links in mails point at (they never take a request\'s host). ' +
  'Pass -c publicUrl=https://book.example.com, or -c domainNames=... (the first name without a wildcard becomes the public URL). ' +
  'Without a domain yet, see docs/deploy.md, "The public URL".';

/** An https origin (a path is allowed, a query or fragment is not), without a trailing slash. */
function readPublicUrl(value: string | undefined): string {
  if (value === undefined) throw new Error(PUBLIC_URL_MISSING);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`Context "publicUrl" is not a URL: "${value}"`);
  }
  if (url.protocol !== 'https:' || url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    throw new Error(`Context "publicUrl" must be an https:// URL without query, fragment or credentials, got "${value}"`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

export function readPlatformConfig(scope: Construct): PlatformConfig {
  const stage = readString(scope, 'stage') ?? 'dev';
  if (!STAGE_PATTERN.test(stage)) {
    throw new Error(`Context "stage" must match ${STAGE_PATTERN} (it prefixes stack names), got "${stage}"`);
  }
  const mailFrom = readString(scope, 'mailFrom') ?? 'no-reply@example.com';
  if (!/^[^@\s]+@[^@\s]+$/.test(mailFrom)) throw new Error(`Context "mailFrom" is not a mail address: "${mailFrom}"`);
  const domainNames = (readString(scope, 'domainNames') ?? '')
    .split(',')
    .map((d) => d.trim())
    .filter((d) => d !== '');
  const certificateArn = readString(scope, 'certificateArn');
  if (domainNames.length > 0 && certificateArn === undefined) {
    throw new Error('Context "domainNames" needs "certificateArn" (an ACM certificate in us-east-1 covering those names)');
  }
  const defaultTenant = readString(scope, 'defaultTenant');
  if (defaultTenant !== undefined && !TENANT_PATTERN.test(defaultTenant)) {
    throw new Error(`Context "defaultTenant" must match ${TENANT_PATTERN} (a tenant id), got "${defaultTenant}"`);
  }
  const firstExactDomain = domainNames.find((d) => !d.startsWith('*.'));
  const region = readString(scope, 'region') ?? process.env.CDK_DEFAULT_REGION;
  if (region === undefined || region === '') throw new Error(REGION_MISSING);
  if (!REGION_PATTERN.test(region)) throw new Error(`Context "region" is not an AWS region: "${region}"`);
  const publicUrl = readPublicUrl(readString(scope, 'publicUrl') ?? (firstExactDomain === undefined ? undefined : `https://${firstExactDomain}`));
  return {
    stage,
    appVersion: readAppVersion(),
    mailFrom,
    mailDomain: readString(scope, 'mailDomain') ?? 'example.com',
    publicUrl,
    defaultTenant,
    domainNames,
    certificateArn,
    region,
    // 2000 in 5 minutes is about 7 requests a second, sustained; below 100 even one person would hit it.
    wafRateLimit: readInteger(scope, 'wafRateLimit', 2000, 100, 2_000_000_000),
    widgetEmbedOrigins: parseEmbedOrigins(readString(scope, 'widgetEmbedOrigins'), 'Context "widgetEmbedOrigins"'),
    tokenLifetimeMinutes: readInteger(scope, 'tokenLifetimeMinutes', TOKEN_TTL_MINUTES.default, TOKEN_TTL_MINUTES.min, TOKEN_TTL_MINUTES.max),
  };
}

/**
 * The media bucket's name (`<stage>-tidewise-media-<account>-<region>`): fixed, so a stack created before the API stack
 * that owns the bucket (the events stack: the guest-form retention consumer deletes uploads) can name it without a
 * cross-stack reference back to the API stack.
 */
export function mediaBucketName(config: Pick<PlatformConfig, 'stage'>): string {
  return `${config.stage}-tidewise-media-${Aws.ACCOUNT_ID}-${Aws.REGION}`;
}
