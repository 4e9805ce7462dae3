import { agencyExtraEndpoints as api } from '../../../shared/api/agency-extras';
import { MAX_PAGE_SIZE } from '../../../shared/api/list-query';
import { agencies } from '../../data/agencies';
import { listAgencyCredits } from '../../data/agency-details';
import { allOf, collect } from '../../data/iterate';
import { normalizeText } from '../../data/keys';
import { getMany } from '../../data/repository';
import { users } from '../../data/users';
import { action } from '../../lib/http';

export const contactActions = [
  /** Two reads: the agencies, and the users that belong to an agency; joined and searched here. */
  action(api.contacts, async ({ tenant, query }) => {
    const list = query.agencyId ? [await agencies.getOrThrow(tenant, query.agencyId)] : await collect(allOf(agencies, tenant));
    const byId = new Map(list.map((a) => [a.id, a]));
    const agencyUsers = await users.page(tenant, {
      slot: 1,
      descending: false,
      offset: 0,
      limit: MAX_PAGE_SIZE,
      filter: query.agencyId ? [{ field: 'agencyId', op: 'eq', value: query.agencyId }] : [{ field: 'agencyId', op: 'exists', value: true }],
    });
    const contacts = [
      ...list.map((a) => ({
        agencyId: a.id,
        agencyName: a.name,
        role: 'main' as const,
        name: a.contact.person,
        email: a.contact.email,
        phone: a.contact.phone,
      })),
      ...agencyUsers.data
        .filter((u) => byId.has(u.agencyId!))
        .map((u) => ({ agencyId: u.agencyId!, agencyName: byId.get(u.agencyId!)!.name, role: 'user' as const, name: u.name, email: u.email, phone: u.phone })),
    ]
      .filter((c) => c.name || c.email || c.phone)
      .sort(
        (a, b) => a.agencyName.localeCompare(b.agencyName) || (a.role === b.role ? (a.name ?? '').localeCompare(b.name ?? '') : a.role === 'main' ? -1 : 1),
      );
    const term = query.search ? normalizeText(query.search) : '';
    const data = term ? contacts.filter((c) => normalizeText(c.agencyName, c.name, c.email, c.phone).includes(term)) : contacts;
    return { data: data.map((c) => Object.fromEntries(Object.entries(c).filter(([, v]) => v !== undefined)) as typeof c) };
  }),

  action(api.credits, async ({ tenant, query }) => {
    const credits = (await listAgencyCredits(tenant, query.agencyId)).filter((c) => query.all === 'true' || c.balance !== 0);
    // The agencies' names in one BatchGetItem (issue 23), not one Get per agency.
    const found = await getMany(
      tenant,
      [...new Set(credits.map((c) => c.agencyId))].map((id) => ({ type: agencies.config.type, id })),
      ['name'],
    );
    const names = new Map(credits.map((c) => [c.agencyId, String(found.get(`${agencies.config.type}#${c.agencyId}`)?.name ?? c.agencyId)]));
    const data = credits.map((c) => ({ ...c, agencyName: names.get(c.agencyId) ?? c.agencyId }));
    data.sort((a, b) => a.agencyName.localeCompare(b.agencyName) || a.currency.localeCompare(b.currency));
    return { data };
  }),
];
