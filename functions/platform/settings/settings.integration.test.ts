import { beforeAll, describe, expect, it } from 'vitest';
import { ZApiError } from '../../../shared/api/errors';
import { invoke } from '../../../test/support/invoke';
import { adminOf, userWith } from '../../../test/support/tokens';
import { handler as system } from '../system/lambda';
import { handler as products } from '../../finance/products/lambda';
import { getSecrets } from '../../data/secrets';
import { putTenant } from '../../data/tenants';
import { handler } from './lambda';

type Stored = { id: string; version: number };

async function tenantWith(id: string, baseCurrency = 'EUR') {
  await putTenant({
    id,
    name: `Company ${id}`,
    baseCurrency,
    timezone: 'Europe/Berlin',
    lang: 'de',
    supportedLanguages: ['de', 'en'],
    features: { resort: true, vessel: false },
    version: 1,
  });
  return adminOf(id);
}

async function create<T = Stored>(token: string, path: string, body: unknown) {
  const res = await invoke<T>(handler, 'POST', path, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe('translations', () => {
  it('keeps keys unique (409), lists them sorted and is readable by every signed-in user', async () => {
    const token = await adminOf('tr');
    await create(token, '/api/translation', { key: 'mail.signature', values: { de: 'Viele Grüße', en: 'Kind regards' }, group: 'mail' });
    await create(token, '/api/translation', { key: 'booking.title', values: { en: 'Booking' } });
    const dup = await invoke(handler, 'POST', '/api/translation', { token, body: { key: 'Booking.Title', values: { en: 'x' } } });
    expect(dup.status).toBe(409);
    expect(ZApiError.parse(dup.body).description).toContain('translation key Booking.Title is already in use');
    const staff = await userWith('tr', ['bookings.read']);
    expect((await invoke(handler, 'GET', '/api/translation/keys', { token: staff })).body).toEqual({ data: ['booking.title', 'mail.signature'] });
    expect((await invoke(handler, 'POST', '/api/translation', { token: staff, body: { key: 'x', values: {} } })).status).toBe(403);
    expect((await invoke(handler, 'GET', '/api/translation/keys')).status).toBe(401);
    expect((await invoke(handler, 'GET', '/api/translation/keys', { token: await adminOf('tr-other') })).body).toEqual({ data: [] });
  });
});

describe('currencies', () => {
  let token: string;
  beforeAll(async () => {
    token = await tenantWith('cur');
  });

  it('keeps the code unique among active currencies and lists the active codes', async () => {
    const eur = await create(token, '/api/currency', { code: 'EUR', name: 'Euro', symbol: '€' });
    await create(token, '/api/currency', { code: 'USD', name: 'US dollar', symbol: '$', rate: 1.08 });
    expect((await invoke(handler, 'POST', '/api/currency', { token, body: { code: 'EUR', name: 'Euro again', symbol: '€' } })).status).toBe(409);
    const copy = await invoke<{ code: string; active: boolean }>(handler, 'POST', `/api/currency/${eur.id}/copy`, { token });
    expect(copy.body).toMatchObject({ code: 'EUR', active: false });
    await create(token, '/api/currency', { code: 'PHP', name: 'Peso', symbol: '₱', active: false });
    expect((await invoke(handler, 'GET', '/api/currency/keys', { token })).body).toEqual({ data: ['EUR', 'USD'], baseCurrency: 'EUR' });
  });

  it('refuses to delete or deactivate the base currency (409 IN_USE)', async () => {
    const list = await invoke<{ data: Array<Stored & { code: string }> }>(handler, 'GET', '/api/currency', {
      token,
      query: { filter: JSON.stringify({ code: 'EUR', active: true }) },
    });
    const eur = list.body.data[0]!;
    const del = await invoke(handler, 'DELETE', `/api/currency/${eur.id}`, { token });
    expect(del.status).toBe(409);
    expect(ZApiError.parse(del.body)).toMatchObject({ message: 'IN_USE', description: expect.stringContaining('EUR is the base currency') });
    const off = await invoke(handler, 'POST', `/api/currency/${eur.id}`, {
      token,
      body: { code: 'EUR', name: 'Euro', symbol: '€', active: false, version: eur.version },
    });
    expect(off.status).toBe(409);
  });

  it('refuses codes that are not ISO 4217 with the field named', async () => {
    const res = await invoke(handler, 'POST', '/api/currency', { token, body: { code: 'euro', name: 'x', symbol: 'x' } });
    expect(res.status).toBe(400);
    expect(ZApiError.parse(res.body).fields?.[0]?.path).toBe('body.code');
  });
});

describe('taxes', () => {
  it('allows one default tax and refuses to delete a tax that products use', async () => {
    const token = await adminOf('taxes');
    const vat = await create(token, '/api/tax', { name: 'VAT 19', rate: 19, isDefault: true });
    const second = await invoke(handler, 'POST', '/api/tax', { token, body: { name: 'VAT 7', rate: 7, isDefault: true } });
    expect(second.status).toBe(409);
    expect(ZApiError.parse(second.body).description).toContain('Another tax is the default already');
    await invoke(products, 'POST', '/api/product', { token, body: { name: 'Nitrox', price: 8, taxId: vat.id } });
    const del = await invoke(handler, 'DELETE', `/api/tax/${vat.id}`, { token });
    expect(del.status).toBe(409);
    expect(ZApiError.parse(del.body).description).toContain('Tax VAT 19 is used by product Nitrox');
  });
});

describe('payment providers', () => {
  it('takes secrets write-only: never answered, kept when left out, removed with {}, not copied', async () => {
    const token = await adminOf('pp');
    const created = await invoke<Stored & { hasSecret: boolean }>(handler, 'POST', '/api/paymentprovider', {
      token,
      body: { name: 'Stripe', provider: 'stripe', config: { publishableKey: 'pk_live_1' }, secrets: { secretKey: 'sk_live_TOPSECRET' } },
    });
    expect(created.status).toBe(200);
    expect(created.body.hasSecret).toBe(true);
    expect(created.raw).not.toContain('TOPSECRET');
    expect(await getSecrets('pp', 'PAYMENTPROVIDER', created.body.id)).toEqual({ secretKey: 'sk_live_TOPSECRET' });
    for (const path of [`/api/paymentprovider/${created.body.id}`, '/api/paymentprovider', '/api/paymentprovider/listCSV']) {
      expect((await invoke(handler, 'GET', path, { token })).raw).not.toContain('TOPSECRET');
    }
    const kept = await invoke<{ hasSecret: boolean; version: number }>(handler, 'POST', `/api/paymentprovider/${created.body.id}`, {
      token,
      body: { name: 'Stripe live', provider: 'stripe', version: 1 },
    });
    expect(kept.body.hasSecret).toBe(true);
    expect(await getSecrets('pp', 'PAYMENTPROVIDER', created.body.id)).toEqual({ secretKey: 'sk_live_TOPSECRET' });
    const copy = await invoke<Stored & { hasSecret: boolean }>(handler, 'POST', `/api/paymentprovider/${created.body.id}/copy`, { token });
    expect(copy.body.hasSecret).toBe(false);
    expect(await getSecrets('pp', 'PAYMENTPROVIDER', copy.body.id)).toBeNull();
    const cleared = await invoke<{ hasSecret: boolean }>(handler, 'POST', `/api/paymentprovider/${created.body.id}`, {
      token,
      body: { name: 'Stripe live', provider: 'stripe', secrets: {}, version: 2 },
    });
    expect(cleared.body.hasSecret).toBe(false);
    expect(await getSecrets('pp', 'PAYMENTPROVIDER', created.body.id)).toBeNull();
  });

  it('needs payprovider.read to read and payprovider.update to write, and deletes the secrets with the provider', async () => {
    const token = await adminOf('pp2');
    const p = await create<Stored>(token, '/api/paymentprovider', { name: 'PayPal', provider: 'paypal', secrets: { clientSecret: 'cs' } });
    const reader = await userWith('pp2', ['payprovider.read']);
    expect((await invoke(handler, 'GET', `/api/paymentprovider/${p.id}`, { token: reader })).status).toBe(200);
    expect((await invoke(handler, 'POST', `/api/paymentprovider/${p.id}`, { token: reader, body: { name: 'x', provider: 'paypal', version: 1 } })).status).toBe(
      403,
    );
    expect((await invoke(handler, 'DELETE', `/api/paymentprovider/${p.id}`, { token })).status).toBe(200);
    expect(await getSecrets('pp2', 'PAYMENTPROVIDER', p.id)).toBeNull();
    expect((await invoke(handler, 'POST', '/api/paymentprovider', { token, body: { name: 'x', provider: 'bitcoin' } })).status).toBe(400);
  });
});

describe('plugins', () => {
  it('are for administrators only and keep secrets write-only', async () => {
    const token = await adminOf('plg');
    const p = await invoke<Stored & { hasSecret: boolean }>(handler, 'POST', '/api/plugins', {
      token,
      body: { key: 'dropbox', name: 'Backups', config: { folder: '/backups' }, secrets: { token: 'DBX-SECRET' } },
    });
    expect(p.body.hasSecret).toBe(true);
    expect(p.raw).not.toContain('DBX-SECRET');
    const settingsReader = await userWith('plg', ['settings.read', 'settings.update']);
    expect((await invoke(handler, 'GET', '/api/plugins', { token: settingsReader })).status).toBe(403);
  });
});

describe('mail templates', () => {
  it('previews a template with sample data, escaping values and naming missing placeholders', async () => {
    const token = await tenantWith('mt');
    const t = await create(token, '/api/mailtemplates', {
      name: 'Welcome',
      context: 'customer',
      key: 'customer.welcome',
      subject: { de: 'Willkommen {{customer.firstName}}', en: 'Welcome {{customer.firstName}}' },
      body: { de: '<p>Hallo {{customer.firstName}} {{customer.lastName}}, {{company.name}}</p>', en: '<p>Hi {{customer.firstName}} {{nope.value}}</p>' },
    });
    const de = await invoke(handler, 'POST', `/api/mailtemplates/${t.id}/preview`, { token });
    expect(de.status).toBe(200);
    expect(de.body).toEqual({
      lang: 'de',
      subject: 'Willkommen Erika',
      html: '<p>Hallo Erika Mustermann, Company mt</p>',
      placeholders: ['customer.firstName', 'customer.lastName', 'company.name'],
      missing: [],
    });
    const en = await invoke<{ html: string; missing: string[] }>(handler, 'POST', `/api/mailtemplates/${t.id}/preview`, {
      token,
      body: { lang: 'en', data: { customer: { firstName: '<b>Evil</b>' } } },
    });
    expect(en.body.html).toBe('<p>Hi &lt;b&gt;Evil&lt;/b&gt; </p>');
    expect(en.body.missing).toEqual(['nope.value']);
    expect((await invoke(handler, 'POST', `/api/mailtemplates/${t.id}/preview`, { token, body: { lang: 'fr' } })).status).toBe(400);
    expect((await invoke(handler, 'POST', '/api/mailtemplates/mt-nope/preview', { token })).status).toBe(404);
    const dupKey = await invoke(handler, 'POST', '/api/mailtemplates', { token, body: { name: 'Other', key: 'customer.welcome', body: { en: 'x' } } });
    expect(dupKey.status).toBe(409);
  });
});

describe('settings groups', () => {
  it('answers defaults at version 0, saves with optimistic locking and refuses unknown keys', async () => {
    const token = await adminOf('sg');
    const fresh = await invoke(handler, 'GET', '/api/settings/group/guestform', { token });
    expect(fresh.body).toEqual({
      group: 'guestform',
      version: 0,
      values: { maxGuestFormFileSizeinKb: 256, reminderDays: 14, lockGuestFormsAt: 'arrival', multiGuestPage: true },
    });
    const saved = await invoke(handler, 'POST', '/api/settings/group/guestform', { token, body: { version: 0, values: { maxGuestFormFileSizeinKb: 512 } } });
    expect(saved.body).toMatchObject({ version: 1, values: { maxGuestFormFileSizeinKb: 512, reminderDays: 14 } });
    const stale = await invoke(handler, 'POST', '/api/settings/group/guestform', { token, body: { version: 0, values: {} } });
    expect(stale.status).toBe(409);
    expect(ZApiError.parse(stale.body).message).toBe('VERSION_CONFLICT');
    const unknown = await invoke(handler, 'POST', '/api/settings/group/guestform', { token, body: { version: 1, values: { hacker: 1 } } });
    expect(unknown.status).toBe(400);
    expect(ZApiError.parse(unknown.body).fields?.[0]?.path).toBe('body.values');
    expect((await invoke(handler, 'GET', '/api/settings/group/nope', { token })).status).toBe(400);
    const staff = await userWith('sg', ['bookings.read']);
    expect((await invoke(handler, 'GET', '/api/settings/group/guestform', { token: staff })).body).toMatchObject({ version: 1 });
    expect((await invoke(handler, 'POST', '/api/settings/group/guestform', { token: staff, body: { version: 1, values: {} } })).status).toBe(403);
    expect((await invoke(handler, 'GET', '/api/settings/group/guestform', { token: await adminOf('sg-other') })).body).toMatchObject({ version: 0 });
  });
});

describe('company', () => {
  it('reads and saves the company data with the tenant version, checking zone, language and base currency', async () => {
    const token = await tenantWith('co');
    const got = await invoke<Record<string, unknown> & { version: number }>(handler, 'GET', '/api/company', { token });
    expect(got.body).toMatchObject({ name: 'Company co', baseCurrency: 'EUR', timezone: 'Europe/Berlin', version: 1, address: {}, bank: {} });
    const body = {
      name: 'Blue Reef Divers GmbH',
      baseCurrency: 'EUR',
      timezone: 'Asia/Manila',
      lang: 'en',
      supportedLanguages: ['de', 'en'],
      address: { city: 'Moalboal', country: 'PH' },
      bank: { iban: 'DE89370400440532013000' },
      version: 1,
    };
    const saved = await invoke(handler, 'POST', '/api/company', { token, body });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Blue Reef Divers GmbH', timezone: 'Asia/Manila', address: { city: 'Moalboal' }, version: 2 });
    expect((await invoke<{ tenant: { name: string } }>(system, 'GET', '/api/bootstrap', { token })).body.tenant.name).toBe('Blue Reef Divers GmbH');
    expect((await invoke(handler, 'POST', '/api/company', { token, body })).status).toBe(409);
    const bad = await invoke(handler, 'POST', '/api/company', {
      token,
      body: { ...body, version: 2, timezone: 'Mars/Olympus', baseCurrency: 'USD', lang: 'de', supportedLanguages: ['en'] },
    });
    expect(bad.status).toBe(400);
    expect(
      ZApiError.parse(bad.body)
        .fields?.map((f) => f.path)
        .sort(),
    ).toEqual(['body.baseCurrency', 'body.lang', 'body.timezone']);
    await create(token, '/api/currency', { code: 'USD', name: 'US dollar', symbol: '$' });
    expect((await invoke(handler, 'POST', '/api/company', { token, body: { ...body, version: 2, baseCurrency: 'USD' } })).body).toMatchObject({
      baseCurrency: 'USD',
      version: 3,
    });
    expect((await invoke(handler, 'POST', '/api/company', { token, body: { ...body, version: 3, extra: 1 } })).status).toBe(400);
    expect((await invoke(handler, 'GET', '/api/company', { token: await adminOf('co-missing') })).status).toBe(404);
  });
});

describe('modules', () => {
  it('switches feature flags for the tenant, which /api/bootstrap answers at once; admins only', async () => {
    const token = await tenantWith('mods');
    const before = await invoke<{ features: Record<string, boolean>; version: number }>(handler, 'GET', '/api/modules', { token });
    expect(before.body.features).toMatchObject({ resort: true, vessel: false, pos: false });
    const saved = await invoke<{ features: Record<string, boolean>; version: number }>(handler, 'POST', '/api/modules', {
      token,
      body: { version: before.body.version, features: { vessel: true, resort: false } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.features).toMatchObject({ resort: false, vessel: true, pos: false });
    const boot = await invoke<{ features: Record<string, boolean> }>(system, 'GET', '/api/bootstrap', { token });
    expect(boot.body.features).toMatchObject({ resort: false, vessel: true });
    expect((await invoke(handler, 'POST', '/api/modules', { token, body: { version: before.body.version, features: { pos: true } } })).status).toBe(409);
    expect((await invoke(handler, 'POST', '/api/modules', { token, body: { version: saved.body.version, features: { teleport: true } } })).status).toBe(400);
    const settingsAdmin = await userWith('mods', ['settings.read', 'settings.update']);
    expect(
      (await invoke(handler, 'POST', '/api/modules', { token: settingsAdmin, body: { version: saved.body.version, features: { pos: true } } })).status,
    ).toBe(403);
    expect(
      (await invoke<{ features: Record<string, boolean> }>(system, 'GET', '/api/bootstrap', { token: await adminOf('mods-other') })).body.features.vessel,
    ).toBe(false);
  });
});
