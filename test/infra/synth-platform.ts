import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { REPO_ROOT } from '../../infra/aws/config';
import type { Platform } from '../../infra/aws/platform';
import { buildPlatform } from '../../infra/aws/platform';
import { resolveWebAssets } from '../../infra/aws/web/web-assets';

export interface SynthOptions {
  /** Extra `-c` context, as the CLI would pass it. */
  context?: Record<string, string>;
  /**
   * Synthesise exactly as `cdk synth` does: esbuild bundles every Lambda and CloudFormation's
   * built-in template validation runs. Off by default: the templates do not depend on either, and
   * skipping them keeps a synthesis to a second or two instead of several.
   */
  likeCdkSynth?: boolean;
}

function cdkJsonContext(): Record<string, unknown> {
  const cdkJson: unknown = JSON.parse(readFileSync(resolve(REPO_ROOT, 'cdk.json'), 'utf8'));
  if (typeof cdkJson !== 'object' || cdkJson === null || !('context' in cdkJson)) return {};
  const context = cdkJson.context;
  return typeof context === 'object' && context !== null ? { ...context } : {};
}

/** The same app `cdk synth` builds (cdk.json feature flags included), in a scratch output directory. */
export function synthPlatform(options: SynthOptions = {}): Platform & { app: App } {
  const full = options.likeCdkSynth === true;
  const app = new App({
    outdir: mkdtempSync(join(tmpdir(), 'tidewise-cdk-test-')),
    builtinCloudFormationValidation: full,
    context: {
      ...cdkJsonContext(),
      ...(full ? {} : { 'aws:cdk:bundling-stacks': [] }),
      // Known in tests, so synthesis does not warn that mails cannot link to the app.
      publicUrl: TEST_PUBLIC_URL,
      region: TEST_REGION,
      ...options.context,
    },
  });
  const platform = buildPlatform(app);
  // The infra tests check the stacks, not the web app: on a fresh clone (no web/dist) the placeholder
  // page stands in, and its deploy-time warning would otherwise fill the validation report.
  if (!resolveWebAssets().built) {
    const reason = 'The infra tests run without "npm run build:web"; a real synth still warns.';
    Validations.of(platform.web).acknowledge({ id: 'WebAppNotBuilt', reason });
  }
  return { app, ...platform };
}

export const TEST_PUBLIC_URL = 'https://app.example.test';
export const TEST_REGION = 'eu-central-1';

/**
 * How long building the app may take in beforeAll on a loaded 2-core machine (a bundled synthesis runs esbuild once per
 * Lambda, serially: the whole app bundled took 140 s in `npm test`, so cdk-nag.test.ts bundles one Lambda only).
 */
export const SYNTH_TIMEOUT_MS = 300_000;
