import * as z from 'zod';
import { endpoint } from './endpoint';
import { defineResource, ZId } from './resource';
import { PRICE_EFFECTS, SPECIAL_CONSTANTS, SPECIAL_DISCOUNT_TYPES, SPECIAL_STATES, SPECIAL_TYPES, ZSpecial, ZSpecialGroup } from '../domain/pricing/special';

const pad = (n: number) => String(n).padStart(6, '0');
/**
 * Spec 1 gives the specials routes the scope `user`; the API asks for price.update to write and for
 * price or booking scopes to read, because `user` would let agencies and club members read every
 * special, agency commissions included (docs/resources.md).
 */
const scopes = {
  read: ['price.update', 'bookings.read', 'bookings.create', 'bookings.update'],
  create: ['price.update'],
  update: ['price.update'],
  delete: ['price.update'],
} as const;

export const specialsResource = defineResource({
  name: 'specials',
  owner: 'specials',
  entityType: 'SPECIAL',
  schema: ZSpecial,
  scopes,
  sorts: { name: (s) => s.name, validFrom: (s) => `${s.dateRange?.from ?? ''} ${s.name}`, sort: (s) => `${pad(s.sort)} ${s.name}` },
  searchText: (s) => `${s.name} ${Object.values(s.description).join(' ')}`,
  filters: {
    type: { type: 'string', values: SPECIAL_TYPES, label: 'type' },
    status: { type: 'string', values: SPECIAL_STATES, label: 'status' },
    discount: { type: 'string', values: SPECIAL_DISCOUNT_TYPES, label: 'discount' },
    reduce: { type: 'string', values: PRICE_EFFECTS, label: 'reduce' },
    groupId: { type: 'string', label: 'group' },
    autoAdd: { type: 'boolean', label: 'autoAdd' },
    'dateRange.from': { type: 'string', label: 'validFrom' },
    'dateRange.to': { type: 'string', label: 'validTo' },
  },
  csv: [
    { key: 'id', header: 'id', value: (s) => s.id },
    { key: 'name', header: 'name', value: (s) => s.name },
    { key: 'type', header: 'type', value: (s) => s.type },
    { key: 'status', header: 'status', value: (s) => s.status },
    { key: 'from', header: 'validFrom', value: (s) => s.dateRange?.from },
    { key: 'to', header: 'validTo', value: (s) => s.dateRange?.to },
    { key: 'discount', header: 'discount', value: (s) => s.discount },
    { key: 'discountValue', header: 'discountValue', value: (s) => s.discountValue },
    { key: 'reduce', header: 'reduce', value: (s) => s.reduce },
    {
      key: 'conditions',
      header: 'conditions',
      value: (s) => s.rule.conditions.map((c) => `${c.condition} ${c.operator} ${JSON.stringify(c.value)}`).join('; '),
    },
    { key: 'groupId', header: 'groupId', value: (s) => s.groupId },
    { key: 'autoAdd', header: 'autoAdd', value: (s) => s.autoAdd },
  ],
  // A copy starts as a draft, so it does not apply twice before it is looked at.
  copy: (s) => ({ ...s, name: `${s.name} (copy)`, status: 'draft' as const }),
  title: (s) => s.name,
  sample: (n) => ({
    name: `Early bird ${n}`,
    dateRange: { from: '2026-01-01', to: '2026-12-31' },
    discount: 'PerCent' as const,
    discountValue: 10,
    rule: { conditions: [{ condition: 'DaysBeforeTravelDate' as const, operator: 'GreaterThanEquals' as const, value: 90 }] },
  }),
});

export const specialGroupsResource = defineResource({
  name: 'specialgroups',
  owner: 'specials',
  entityType: 'SPECIALGROUP',
  schema: ZSpecialGroup,
  scopes,
  sorts: { sort: (g) => `${pad(g.sort)} ${g.name}`, name: (g) => g.name, updatedAt: (g) => g.updatedAt },
  searchText: (g) => `${g.name} ${g.description ?? ''}`,
  filters: { active: { type: 'boolean', label: 'active' } },
  csv: [
    { key: 'id', header: 'id', value: (g) => g.id },
    { key: 'name', header: 'name', value: (g) => g.name },
    { key: 'description', header: 'description', value: (g) => g.description },
    { key: 'sort', header: 'sort', value: (g) => g.sort },
    { key: 'active', header: 'active', value: (g) => g.active },
  ],
  copy: (g) => ({ ...g, name: `${g.name} (copy)` }),
  title: (g) => g.name,
  sample: (n) => ({ name: `Summer campaign ${n}` }),
});

/** Most bookings one page of GET /api/specials/{id}/matches checks (issue 23); `next` names the following page. */
export const MATCHES_PAGE = 2000;

export const specialExtraEndpoints = {
  constants: endpoint({
    id: 'specials.constants',
    method: 'GET',
    path: '/api/specials/constants',
    resource: 'specials',
    scopes: scopes.read,
    tags: ['specials'],
    summary: 'Types, states, discount types, rule conditions, operators, price effects, channels, scopes and line types of specials (spec 2 section 3)',
    input: {},
    output: z.object(
      Object.fromEntries(Object.keys(SPECIAL_CONSTANTS).map((k) => [k, z.array(z.string())])) as Record<
        keyof typeof SPECIAL_CONSTANTS,
        z.ZodArray<z.ZodString>
      >,
    ),
  }),
  matches: endpoint({
    id: 'specials.matches',
    method: 'GET',
    path: '/api/specials/{id}/matches',
    resource: 'pricing',
    scopes: scopes.read,
    tags: ['specials'],
    summary:
      "The bookings of the last 365 days (by check-in) the special's rule would have matched, each priced again with the special and with the outcome: " +
      'matched, or the first condition that failed (docs/pricing.md). At most 2,000 bookings a page; `next` names the following page',
    input: {
      params: z.object({ id: ZId }),
      // `cursor`: the `next` of the previous page.
      query: z.strictObject({ all: z.stringbool().optional(), cursor: z.string().max(2000).optional() }),
    },
    output: z.object({
      data: z.array(
        z.object({
          booking: z.string(),
          bookingNo: z.number().int(),
          state: z.string(),
          checkIn: z.string().optional(),
          checkOut: z.string().optional(),
          resort: z.string().optional(),
          schedule: z.string().optional(),
          matched: z.boolean(),
          explanation: z.object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])), text: z.string() }),
          failed: z.looseObject({ condition: z.string() }).optional(),
        }),
      ),
      /** Bookings checked on this page (at most MATCHES_PAGE). */
      checked: z.number().int(),
      /** More bookings follow: ask again with `cursor` = this (the answer never stops silently). */
      next: z.string().optional(),
    }),
  }),
};
