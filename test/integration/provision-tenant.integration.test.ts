import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { getTenant, tenantForHost } from '../../functions/data/tenants';
import { findUserByEmail, getPasswordHash } from '../../functions/data/users';
import { verifyPassword } from '../../functions/lib/passwords';

function provision(args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'infra/aws/provision-tenant.ts', ...args], { env: process.env, encoding: 'utf8' });
}

describe('provision-tenant', () => {
  it('creates the operator, its host and an administrator who can sign in with the printed password', async () => {
    const out = provision([
      '--tenant',
      'acme',
      '--name',
      'Acme Divers',
      '--admin',
      'owner@acme.example',
      '--host',
      'book.acme.example',
      '--modules',
      'resort,vessel',
    ]);
    const password = /one-time password: (\S+)/.exec(out)?.[1];
    expect(password).toBeDefined();
    const tenant = await getTenant('acme');
    expect(tenant).toMatchObject({ name: 'Acme Divers', features: { resort: true, vessel: true } });
    expect(tenant?.features.pos).toBeUndefined();
    expect(await tenantForHost('book.acme.example')).toBe('acme');
    const owner = await findUserByEmail('owner@acme.example');
    expect(owner).toEqual({ tenant: 'acme', userId: 'u-admin' });
    expect(await verifyPassword(password!, (await getPasswordHash('acme', 'u-admin'))!)).toBe(true);
  });

  it('refuses unknown modules and missing arguments without writing', async () => {
    expect(() => provision(['--tenant', 'bad', '--name', 'Bad', '--admin', 'x@bad.example', '--modules', 'teleport'])).toThrow(/Unknown modules: teleport/);
    expect(() => provision(['--tenant', 'bad'])).toThrow(/Usage/);
    expect(await getTenant('bad')).toBeNull();
    expect(await findUserByEmail('x@bad.example')).toBeNull();
  });
});
