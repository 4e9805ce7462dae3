import { publicOrigin } from '../public-url';

/** The guest's link of an invoice: `/invoice/:id?t=<token>` (club members: `/club/invoice/:id`) on the tenant's origin. */
export async function publicLink(tenant: string, invoice: string, token: string, club = false): Promise<string> {
  return `${await publicOrigin(tenant)}${club ? '/club' : ''}/invoice/${encodeURIComponent(invoice)}?t=${token}`;
}
