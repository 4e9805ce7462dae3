/// <reference types="vite/client" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderDataModel } from './data-model';
import { MASTER_DATA_TYPES, OWN_ENTITY_TYPES } from './entity-type';
import { ENTITY_MODELS } from './index';

const resourceTypes = async () => {
  const modules = import.meta.glob(['../../../shared/api/*.ts', '!../../../shared/api/*.test.ts'], { eager: true }) as Record<string, Record<string, unknown>>;
  const types = new Set<string>();
  for (const mod of Object.values(modules)) {
    for (const value of Object.values(mod)) {
      const def = value as { entityType?: unknown; sorts?: unknown };
      if (def && typeof def === 'object' && typeof def.entityType === 'string' && def.sorts) types.add(def.entityType);
    }
  }
  return types;
};

describe('docs/data-model.md', () => {
  it('is the document generated from the entity modules (run `npm run data-model` after changing one)', () => {
    expect(readFileSync('docs/data-model.md', 'utf8')).toBe(renderDataModel(ENTITY_MODELS));
  });

  it('has a model for every entityType of the union', () => {
    const modelled = new Set(ENTITY_MODELS.map((m) => m.entityType));
    const missing = [...MASTER_DATA_TYPES, ...MASTER_DATA_TYPES.map((t) => `${t}_HISTORY`), ...OWN_ENTITY_TYPES].filter((t) => !modelled.has(t));
    expect(missing).toEqual([]);
  });

  it('knows every resource definition of the contract as master data', async () => {
    const types = await resourceTypes();
    expect(types.size).toBeGreaterThan(20);
    // Bank entries follow the generic pattern's calls but keep their own storage (one partition per bank, answered by
    // the `bankentries` Lambda: docs/decisions.md "Bank entries, counter products and lookups").
    const ownStorage: readonly string[] = ['BANKENTRY'];
    expect(ownStorage.every((t) => (OWN_ENTITY_TYPES as readonly string[]).includes(t))).toBe(true);
    expect([...types].filter((t) => !(MASTER_DATA_TYPES as readonly string[]).includes(t) && !ownStorage.includes(t))).toEqual([]);
  });
});
