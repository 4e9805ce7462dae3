import type { BuildOptions } from 'esbuild';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';

/**
 * Every Lambda bundle stays at or below this many bytes of minified code (test/infra/bundle-size.test.ts). 250 KB
 * until issue 23, whose search index, booking counts and one-round reads ride in every booking change and read (the
 * booking actions Lambda 250 → 259 KB); 17.5 KB of each bundle is zod's JSON-schema pipeline, which zod 4.6 pins in
 * every bundle although no Lambda converts a schema (docs/decisions/platform.md "Lambda bundle budget").
 */
export const BUNDLE_BUDGET_BYTES = 265 * 1024;

/**
 * The Lambdas allowed more, by entry (docs/decisions.md "Invoices"): the two that render PDFs bundle pdf-lib (~520 KB
 * minified with its standard-font metrics), so they are Lambdas of their own with a budget of 640 KB (~600 KB used).
 */
export const BUNDLE_BUDGET_EXCEPTIONS: Readonly<Record<string, number>> = {
  // The print templates' PDFs too (docs/decisions.md "Document templates"), and the invoice's payment QR code, the
  // `qrcode` package's encoder (docs/decisions.md "QR codes: a library draws them"): ~674 KB.
  'functions/finance/invoice-documents/lambda.ts': 690 * 1024,
  // The mailed invoice carries the payment QR code too, and the mail queue's record of each try
  // (docs/decisions/mail-queue.md): ~687 KB; and sends through the operator's own SMTP or OAuth account
  // (docs/decisions/mail-accounts.md: nodemailer's SMTP client, the MIME builder, the token refresh): ~755 KB.
  'events/handlers/send-document.ts': 770 * 1024,
  // The guest form's signed PDF (docs/decisions/forms.md "The signed PDF"): pdf-lib and the guest forms' reads.
  'functions/forms/print/lambda.ts': 690 * 1024,
  // The guest's online hold (docs/decisions/online-holds.md): the staff create path (the bookings Lambda, ~264 KB) plus
  // the guest's choice checks and view of the book reads and the provider's checkout: ~348 KB. Next step when it grows:
  // the checkout and the provider's return as a Lambda of their own (a resource of their own in shared/api/book.ts).
  'functions/booking/online/checkout/lambda.ts': 360 * 1024,
  // The guest's reads (docs/decisions/online-booking.md): the pricing engine and the guest's words of its price lines
  // in en and de (shared/i18n/labels-price-guest.*, ~3.6 KB; docs/decisions/online-holds.md "Guest-facing price
  // lines"): ~266 KB. Next step when it grows: booking/price as a Lambda of its own (the other reads need no engine).
  'functions/booking/online/read/lambda.ts': 272 * 1024,
  // The mailbox (docs/decisions/mailbox.md "Bundle"): an IMAP client and a MIME parser carry the charset tables of
  // every mail a guest may send (iconv-lite, encoding-japanese), twice over while imapflow and mailparser pin
  // different versions: ~2.8 MB. It answers /api/mail only, so no other call pays its cold start. Next step: one
  // version of libmime and iconv-lite through `overrides`, then the tables left to load on demand.
  'functions/messaging/mailbox/lambda.ts': 3 * 1024 * 1024,
};

/** The budget of one bundle by its entry (relative or absolute path). */
export function bundleBudget(entry: string): number {
  const key = Object.keys(BUNDLE_BUDGET_EXCEPTIONS).find((k) => entry.replace(/\\/g, '/').endsWith(k));
  return key ? BUNDLE_BUDGET_EXCEPTIONS[key]! : BUNDLE_BUDGET_BYTES;
}

/** esbuild's target for the Lambda runtime (Runtime.NODEJS_22_X); CDK derives the same from the runtime. */
export const LAMBDA_TARGET = 'node22';

/**
 * Packages the Node.js 22 Lambda runtime ships (AWS SDK for JavaScript v3, with its @smithy and
 * @aws-crypto dependencies): left out of the bundle and imported from the runtime. Powertools
 * (`@aws-lambda-powertools/*`) is not in the runtime and stays bundled.
 */
export const RUNTIME_PROVIDED_MODULES = ['@aws-sdk/*', '@smithy/*'];

/**
 * ESM output needs `require` for the CommonJS dependencies esbuild inlines (some do `require('buffer')`
 * and the like); Node does not define it in modules, so the banner recreates it.
 */
const ESM_REQUIRE_BANNER = "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

/** The options both CDK's bundling and the bundle-size test pass to esbuild, in esbuild's own terms. */
const SHARED = {
  format: 'esm',
  mainFields: ['module', 'main'],
  banner: ESM_REQUIRE_BANNER,
  minify: true,
  external: RUNTIME_PROVIDED_MODULES,
} as const;

/**
 * How PlatformFunction bundles a Lambda: locally by esbuild (never Docker), minified ESM with source
 * maps whose source text stays out of the package, the AWS SDK taken from the runtime.
 */
export function lambdaBundling(): BundlingOptions {
  return {
    forceDockerBundling: false,
    target: LAMBDA_TARGET,
    format: OutputFormat.ESM,
    mainFields: [...SHARED.mainFields],
    banner: SHARED.banner,
    minify: SHARED.minify,
    sourceMap: true,
    // Stack traces map to file and line; the source text itself stays out of the package.
    sourcesContent: false,
    externalModules: [...SHARED.external],
  };
}

/** The same bundle for esbuild's API (test/infra/bundle-size.test.ts), code only: no source map. */
export function lambdaEsbuildOptions(entry: string): BuildOptions & { entryPoints: string[]; write: false; metafile: true } {
  return {
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    target: LAMBDA_TARGET,
    format: SHARED.format,
    mainFields: [...SHARED.mainFields],
    banner: { js: SHARED.banner },
    minify: SHARED.minify,
    external: [...SHARED.external],
    write: false,
    metafile: true,
    outfile: 'index.mjs',
    logLevel: 'silent',
  };
}
