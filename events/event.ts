import { z } from 'zod';

/** The source every platform event is published with on the EventBridge bus. */
export const EVENT_SOURCE = 'tidewise.platform';

/**
 * An event definition shared by publisher and consumer: the EventBridge detail-type and the zod schema
 * of its detail. Every detail carries the tenant and a unique event id (for idempotent consumers).
 */
export interface EventDefinition<S extends z.ZodType> {
  detailType: string;
  schema: S;
}

export const ZEventEnvelope = z.object({ eventId: z.string(), tenant: z.string(), occurredAt: z.string() });

export function defineEvent<T extends z.ZodRawShape>(detailType: string, payload: T) {
  return { detailType, schema: ZEventEnvelope.extend(payload) };
}

/** What travels on the bus / queue: the detail-type and the detail. */
export interface PlatformEvent {
  detailType: string;
  detail: Record<string, unknown>;
}
