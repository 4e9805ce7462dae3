import { defineResource } from './resource';
import { ZResort, ZVessel } from '../domain/inventory/asset';

/** Spec 1 shows read, create and update for resort and vessel; deleting an unused asset needs update. */
const assetScopes = (asset: 'resort' | 'vessel') =>
  ({ read: [`${asset}.read`], create: [`${asset}.create`], update: [`${asset}.update`], delete: [`${asset}.update`] }) as const;

/** Resorts (feature resort): rooms by the night. */
export const resortsResource = defineResource({
  name: 'resorts',
  owner: 'assets',
  entityType: 'RESORT',
  schema: ZResort,
  scopes: assetScopes('resort'),
  sorts: { name: (r) => r.name, key: (r) => r.key, updatedAt: (r) => r.updatedAt },
  searchText: (r) => `${r.name} ${r.key}`,
  filters: { isActive: { type: 'boolean', label: 'active' }, country: { type: 'string', label: 'country' } },
  csv: [
    { key: 'id', header: 'id', value: (r) => r.id },
    { key: 'name', header: 'name', value: (r) => r.name },
    { key: 'key', header: 'key', value: (r) => r.key },
    { key: 'country', header: 'country', value: (r) => r.country },
    { key: 'currency', header: 'currency', value: (r) => r.currency },
    { key: 'timezone', header: 'timezone', value: (r) => r.timezone },
    { key: 'isActive', header: 'isActive', value: (r) => r.isActive },
  ],
  copy: (r) => ({ ...r, name: `${r.name} (copy)`, key: `${r.key}-C`.slice(0, 20) }),
  title: (r) => r.name,
  sample: (n) => ({ name: `Coral Bay Resort ${n}`, key: `CBR${n}`, currency: 'EUR', timezone: 'Asia/Makassar' }),
});

/** Vessels (feature vessel): cabins sold per schedule. */
export const vesselsResource = defineResource({
  name: 'vessels',
  owner: 'assets',
  entityType: 'VESSEL',
  schema: ZVessel,
  scopes: assetScopes('vessel'),
  sorts: { name: (v) => v.name, key: (v) => v.key, updatedAt: (v) => v.updatedAt },
  searchText: (v) => `${v.name} ${v.key}`,
  filters: { isActive: { type: 'boolean', label: 'active' } },
  csv: [
    { key: 'id', header: 'id', value: (v) => v.id },
    { key: 'name', header: 'name', value: (v) => v.name },
    { key: 'key', header: 'key', value: (v) => v.key },
    { key: 'currency', header: 'currency', value: (v) => v.currency },
    { key: 'noOfCabins', header: 'noOfCabins', value: (v) => v.noOfCabins },
    { key: 'isActive', header: 'isActive', value: (v) => v.isActive },
  ],
  copy: (v) => ({ ...v, name: `${v.name} (copy)`, key: `${v.key}-C`.slice(0, 20) }),
  title: (v) => v.name,
  sample: (n) => ({ name: `MV Manta ${n}`, key: `MANTA${n}`, decks: [{ key: 'main', name: 'Main deck' }] }),
});
