import * as z from 'zod';
import { ZCurrencyCode, ZDescription, ZName, ZPlainValue } from '../common';

export const PAYMENT_PROVIDER_TYPES = ['stripe', 'paypal', 'wise', 'mollie', 'adyen', 'sumup', 'bankTransfer', 'manual', 'local'] as const;
/** The providers a guest can pay online with (functions/finance/provider); `local` is the stand-in of `npm start` and the tests. */
export const CHECKOUT_PROVIDER_TYPES = ['stripe', 'local'] as const;

const ZConfigKey = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/);

/**
 * Secrets a provider or plugin needs (API keys, webhook signing secrets): write-only. They are stored in a
 * separate item of the entity's partition and never answered; the entity says `hasSecret` instead.
 * Sending `secrets` replaces them, `{}` removes them, leaving it out keeps them.
 */
export const ZSecrets = z.record(ZConfigKey, z.string().min(1).max(4000)).refine((r) => Object.keys(r).length <= 20, { message: 'At most 20 secrets' });

/** A payment provider the operator takes payments with: designed, spec 1 names only the screen. */
export const ZPaymentProvider = z.strictObject({
  name: ZName,
  provider: z.enum(PAYMENT_PROVIDER_TYPES),
  mode: z.enum(['test', 'live']).default('test'),
  /** Currencies accepted through this provider; empty means all. */
  currencies: z.array(ZCurrencyCode).max(50).default([]),
  /** Public settings (account id, publishable key, fee percent). */
  config: z.record(ZConfigKey, ZPlainValue).default({}),
  description: ZDescription.optional(),
  sort: z.number().int().min(0).max(1000).default(0),
  active: z.boolean().default(true),
  /** Set by the server: whether secrets are stored. */
  hasSecret: z.boolean().default(false),
  secrets: ZSecrets.optional(),
});
export type PaymentProvider = z.infer<typeof ZPaymentProvider>;

/** A plugin (accounting, backups, newsletters) with its settings; designed, spec 1 names only /plugins. */
export const ZPlugin = z.strictObject({
  /** Which integration: xero, dropbox, mailchimp, ... */
  key: z.string().regex(/^[a-z][a-z0-9-]{1,39}$/, { message: 'A plugin key is lower case letters, digits and -' }),
  name: ZName,
  enabled: z.boolean().default(false),
  config: z.record(ZConfigKey, ZPlainValue).default({}),
  description: ZDescription.optional(),
  hasSecret: z.boolean().default(false),
  secrets: ZSecrets.optional(),
});
export type Plugin = z.infer<typeof ZPlugin>;
