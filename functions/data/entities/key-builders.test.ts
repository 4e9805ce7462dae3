import { describe, expect, it } from 'vitest';
import { agencyCreditKey, agencyLinkKey } from './agency';
import { customerMetaKey, customerRefKey, customerRefLookupKey } from './customer';
import { countrySk, createdDaySk, customerStatsPk } from './customer-stats';
import type { EntityModel } from './entity';
import { consumerIdempotencyPk, requestIdempotencyKey } from './idempotency';
import { ENTITY_MODELS } from './index';
import { loginKey } from './login';
import { loginFailKeys, loginKnownKey } from './login-throttle';
import { counterKey, historyKey, masterDataKey, masterDataListPk } from './master-data';
import { oneTimeTokenIndexKey, oneTimeTokenKey } from './one-time-token';
import { outboxKey } from './outbox';
import { quotaKey } from './quota';
import { secretKey } from './secret';
import { sessionIndexKey, sessionKey } from './session';
import { settingsKey } from './settings';
import { stockLogKeys } from './stock-log';
import { companyKey, domainKey, hostKey, tenantKey } from './tenant';
import { uniqueLookupKey } from './unique';
import { credentialKey, emailLookupKey } from './user';

const t = 'acme';
/** A key template as a regular expression: `<placeholder>` matches any non-empty text, ` | ` separates alternatives. */
const pattern = (template: string) =>
  new RegExp(
    `^(?:${template
      .split(' | ')
      .map((alt) =>
        alt
          .split(/<[^>]*>/)
          .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('.+'),
      )
      .join('|')})$`,
  );

const model = (entityType: string, pk?: string): EntityModel => {
  const found = ENTITY_MODELS.filter((m) => m.entityType === entityType && (!pk || m.keys.table.pk.startsWith(pk)));
  expect(found, entityType).toHaveLength(1);
  return found[0]!;
};

// What each builder produces, against the model's template: docs/data-model.md says what the code writes.
const cases: Array<[string, string | undefined, 'table' | 'gsi1', { pk: string; sk: string }]> = [
  ['CUSTOMER', undefined, 'table', masterDataKey(t, 'CUSTOMER', 'c-1')],
  ['CUSTOMER', undefined, 'gsi1', { pk: masterDataListPk(t, 'CUSTOMER'), sk: 'miller#c-1' }],
  ['CUSTOMER_HISTORY', undefined, 'table', historyKey(t, 'CUSTOMER', 'c-1', 3)],
  ['COUNTER', undefined, 'table', counterKey(t, 'CUSTOMER')],
  ['PLUGIN_SECRET', undefined, 'table', secretKey(t, 'PLUGIN', 'pl-1')],
  ['CUSTOMER_META', undefined, 'table', customerMetaKey(t, 'c-1', 'shoe')],
  ['CUSTOMER_REF', undefined, 'table', customerRefKey(t, 'c-1', 'crm', '42')],
  ['CUSTOMERREF', undefined, 'table', customerRefLookupKey(t, 'crm', '42')],
  ['CUSTOMERSTATS', undefined, 'table', { pk: customerStatsPk(t), sk: createdDaySk('2026-01-02') }],
  ['CUSTOMERSTATS', undefined, 'table', { pk: customerStatsPk(t), sk: countrySk('DE') }],
  ['AGENCY_LINK', undefined, 'table', agencyLinkKey(t, 'a-1', 'gds')],
  ['AGENCYCREDIT', undefined, 'table', agencyCreditKey(t, 'a-1', 'EUR')],
  ['TENANT', undefined, 'table', tenantKey(t)],
  ['COMPANY', undefined, 'table', companyKey(t)],
  ['DOMAIN', undefined, 'table', domainKey('acme.example')],
  ['HOST', undefined, 'table', hostKey(t, 'acme.example')],
  ['CREDENTIAL', undefined, 'table', credentialKey(t, 'u-1')],
  ['EMAIL', 'G#', 'table', emailLookupKey(t, 'A@b.de', false)],
  ['EMAIL', 'T#', 'table', emailLookupKey(t, 'A@b.de', true)],
  ['SESSION', undefined, 'table', sessionKey(t, 'jti-1')],
  ['SESSION', undefined, 'gsi1', (({ gsi1pk, gsi1sk }) => ({ pk: gsi1pk, sk: gsi1sk }))(sessionIndexKey(t, 'u-1', 'jti-1'))],
  ['RESET', undefined, 'table', oneTimeTokenKey(t, 'RESET', 'abc')],
  ['VERIFY', undefined, 'gsi1', (({ gsi1pk, gsi1sk }) => ({ pk: gsi1pk, sk: gsi1sk }))(oneTimeTokenIndexKey(t, 'u-1', 'VERIFY'))],
  ['LOGIN', undefined, 'table', loginKey(t, '01J0000000000000000000000')],
  ['LOGINFAIL', undefined, 'table', loginFailKeys('a@b.de', 'c1').pair],
  ['LOGINFAIL', undefined, 'table', loginFailKeys('a@b.de', 'c1').client],
  ['LOGINKNOWN', undefined, 'table', loginKnownKey('a@b.de', 'c1')],
  ['UNIQUE', undefined, 'table', uniqueLookupKey(t, 'CUSTOMER', 'email', 'A@b.de')],
  ['STOCKLOG', undefined, 'table', (({ pk, sk }) => ({ pk, sk }))(stockLogKeys(t, 'p-1', '2026-01-02T00:00:00.000Z#m-1'))],
  ['STOCKLOG', undefined, 'gsi1', (({ gsi1pk, gsi1sk }) => ({ pk: gsi1pk, sk: gsi1sk }))(stockLogKeys(t, 'p-1', '2026-01-02T00:00:00.000Z#m-1'))],
  ['SETTINGS', undefined, 'table', settingsKey(t, 'booking')],
  ['Outbox', undefined, 'table', outboxKey('01J0000000000000000000000')],
  ['REQUEST_IDEMPOTENCY', undefined, 'table', requestIdempotencyKey(t, 'ff00')],
  ['(none: Powertools record)', undefined, 'table', { pk: consumerIdempotencyPk('mailer'), sk: 'mailer#0f0f' }],
  ['QUOTA', undefined, 'table', quotaKey('ip:1.2.3.4', 1700000000)],
];

describe('entity key builders', () => {
  it.each(cases)('%s builds keys of the shape its model documents (%s %s)', (entityType, pk, space, key) => {
    const shape = model(entityType, pk).keys[space]!;
    expect(key.pk).toMatch(pattern(shape.pk.replace('<tenant>', t)));
    expect(key.sk).toMatch(pattern(shape.sk));
  });
});
