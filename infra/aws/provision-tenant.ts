import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { FEATURE_FLAGS, LANGUAGES } from '../../shared/constants';
import { ZUser } from '../../shared/domain/staff/user';
import { getTenant, mapHost, putTenant } from '../../functions/data/tenants';
import { createUser, findUserByEmail } from '../../functions/data/users';
import { hashPassword } from '../../functions/lib/passwords';

/**
 * Creates an operator (tenant), its host names and its first administrator in a deployed table:
 *
 *   TABLE_NAME=<DataStack table> AWS_REGION=eu-central-1 npx tsx infra/aws/provision-tenant.ts \
 *     --tenant acme --name "Acme Divers" --admin owner@acme.example --host book.acme.example [--modules resort,vessel]
 *
 * It prints a one-time password for the administrator, who changes it after the first sign-in.
 * Running it again for an existing tenant only adds host names.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      tenant: { type: 'string' },
      name: { type: 'string' },
      admin: { type: 'string' },
      host: { type: 'string', multiple: true },
      modules: { type: 'string' },
      currency: { type: 'string', default: 'EUR' },
      timezone: { type: 'string', default: 'Europe/Berlin' },
      lang: { type: 'string', default: 'de' },
    },
  });
  if (!values.tenant || !values.name || !values.admin) {
    throw new Error('Usage: provision-tenant --tenant <id> --name <company> --admin <e-mail> [--host <name>]... [--modules a,b]');
  }
  if (!process.env.TABLE_NAME) throw new Error('Set TABLE_NAME to the table the data stack created');
  const tenant = values.tenant;
  const modules = values.modules ? values.modules.split(',').map((m) => m.trim()) : [...FEATURE_FLAGS];
  const unknown = modules.filter((m) => !(FEATURE_FLAGS as readonly string[]).includes(m));
  if (unknown.length) throw new Error(`Unknown modules: ${unknown.join(', ')} (known: ${FEATURE_FLAGS.join(', ')})`);
  const lang = (LANGUAGES as readonly string[]).includes(values.lang) ? (values.lang as 'de' | 'en') : 'de';

  if (!(await getTenant(tenant))) {
    await putTenant({
      id: tenant,
      name: values.name,
      baseCurrency: values.currency,
      timezone: values.timezone,
      lang,
      supportedLanguages: [...LANGUAGES],
      features: Object.fromEntries(modules.map((m) => [m, true])),
      version: 1,
    });
    console.log(`tenant ${tenant} created`);
  }
  for (const host of values.host ?? []) {
    await mapHost(host, tenant);
    console.log(`host ${host} → ${tenant}`);
  }
  if (await findUserByEmail(values.admin)) {
    console.log(`${values.admin} exists already; no password changed`);
    return;
  }
  const password = randomBytes(12).toString('base64url');
  await createUser(
    tenant,
    'u-admin',
    ZUser.parse({ name: 'Administrator', email: values.admin, userType: 'admin', scopes: ['admin'], verified: true }),
    await hashPassword(password),
  );
  console.log(`administrator ${values.admin} created; one-time password: ${password}`);
}

main().catch((err: unknown) => {
  console.error((err as Error).message);
  process.exitCode = 1;
});
