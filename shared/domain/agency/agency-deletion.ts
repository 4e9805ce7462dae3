/**
 * An agency that still has users, customers or money on account cannot be deleted: they would point at
 * nothing. Returns why (the first reason found), or null when it may go.
 */
export function agencyDeleteBlocker(
  agency: { name: string },
  holds: { users: number; customers: number; credits: ReadonlyArray<{ balance: number; currency: string }> },
): string | null {
  if (holds.users > 0) return `Agency ${agency.name} still has ${holds.users} user(s); remove or move them first`;
  if (holds.customers > 0) return `Agency ${agency.name} still has ${holds.customers} customer(s); move them to another agency first`;
  const open = holds.credits.find((c) => c.balance !== 0);
  if (open) return `Agency ${agency.name} still has a credit of ${open.balance} ${open.currency}; settle it first`;
  return null;
}
