import type { z } from 'zod';
import { ZSecrets } from '../../../shared/domain/settings/payment-provider';
import type { MasterDataType } from '../../data/entities/entity-type';
import { secretDelete, secretPut } from '../../data/secrets';
import type { EngineOptions } from '../../lib/resource-engine';

type WithSecret = z.ZodObject<{ hasSecret: z.ZodDefault<z.ZodBoolean> }>;

/**
 * Write-only secrets for a resource with `secrets` (write-only) and `hasSecret`: sent secrets replace the
 * stored ones, `{}` removes them, leaving them out keeps them; a copy starts without. `hasSecret` is the
 * server's to say.
 */
export function secretOptions<S extends WithSecret>(type: MasterDataType): Pick<EngineOptions<S>, 'prepare' | 'onDelete'> {
  return {
    prepare: async ({ tenant, kind, id, data, writeOnly, current }) => {
      const sent = writeOnly.secrets === undefined ? undefined : ZSecrets.parse(writeOnly.secrets);
      if (sent === undefined) {
        const keep = kind === 'update' ? Boolean(current?.hasSecret) : false;
        return { data: { ...data, hasSecret: keep } };
      }
      if (Object.keys(sent).length === 0) return { data: { ...data, hasSecret: false }, also: kind === 'update' ? [secretDelete(tenant, type, id)] : [] };
      return { data: { ...data, hasSecret: true }, also: [secretPut(tenant, type, id, sent)] };
    },
    onDelete: (tenant, entity) => [secretDelete(tenant, type, entity.id)],
  };
}
