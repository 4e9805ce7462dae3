import { describe, expect, it } from 'vitest';
import type { MailAccount } from '../../../shared/domain/mail/account';
import { OPERATOR_ACCOUNTS, withOperatorAccounts } from './accounts';

/** The mailbox's accounts: the operator's (none in a fresh tenant) and, beside them, a mailbox of no such account. */
describe('the mailbox accounts beside the operator ones', () => {
  const desk = { id: 'ma-desk-test', kind: 'smtp', name: 'Desk' } as MailAccount;
  const extra = withOperatorAccounts({
    list: async (tenant) => (tenant === 'acct-t1' ? [desk] : []),
    login: async () => null,
    recordFetch: async () => undefined,
  });

  it('lists the other mailbox after the operator accounts, and only its own answers go the usual way', async () => {
    expect(await extra.list('acct-t1')).toEqual([desk]);
    expect(await OPERATOR_ACCOUNTS.list('acct-t1')).toEqual([]);
    // Not an operator account: its answers name no sending account (the product's usual way).
    expect(await extra.sends!('acct-t1', desk.id)).toBe(false);
    expect(await extra.login('acct-t1', 'ma-nobody')).toBeNull();
  });
});
