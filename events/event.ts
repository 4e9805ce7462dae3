import * as z from 'zod';

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
type Envelope = z.infer<typeof ZEventEnvelope>;

/** The schema of a defined event: the envelope plus its payload fields. */
export type EventSchema = z.ZodObject<z.ZodRawShape & typeof ZEventEnvelope.shape>;

/** What a publisher supplies: the detail without the envelope, which the outbox adds. */
export type EventPayload<S extends z.ZodType> = Omit<z.input<S>, keyof Envelope>;

/** Every event defined in this process, by detail-type: a detail-type is defined once. */
const DEFINED = new Map<string, EventDefinition<EventSchema>>();

export function defineEvent<T extends z.ZodRawShape>(detailType: string, payload: T) {
  if (DEFINED.has(detailType)) throw new Error(`The event ${detailType} is defined twice; define it once and import it`);
  const definition = { detailType, schema: ZEventEnvelope.extend(payload) };
  DEFINED.set(detailType, definition as unknown as EventDefinition<EventSchema>);
  return definition;
}

/** The definition of a detail-type, or an error naming it: nothing is published without a schema. */
export function eventDefinition(detailType: string): EventDefinition<EventSchema> {
  const definition = DEFINED.get(detailType);
  if (!definition) throw new Error(`No event is defined for detail-type ${JSON.stringify(detailType)}; define it with defineEvent`);
  return definition;
}

/** A detail that does not match its event's schema: a programming error, so it fails the write. */
export class EventSchemaError extends Error {
  constructor(
    readonly detailType: string,
    readonly issues: z.ZodError['issues'],
  ) {
    super(
      `The ${detailType} event does not match its schema: ${issues
        .slice(0, 5)
        .map((i) => `${i.path.join('.') || '(detail)'}: ${i.message}`)
        .join('; ')}`,
    );
    this.name = 'EventSchemaError';
  }
}

/**
 * The detail to publish: payload plus envelope, checked strictly against the event's schema (an
 * unknown field is refused too, so a misspelt optional field cannot slip through). Throws
 * EventSchemaError; consumers parse the same schema leniently, so older consumers accept newer fields.
 */
export function publishableDetail(definition: EventDefinition<z.ZodType>, envelope: Envelope, payload: Record<string, unknown>): Record<string, unknown> {
  const schema = definition.schema instanceof z.ZodObject ? definition.schema.strict() : definition.schema;
  const parsed = schema.safeParse({ ...payload, ...envelope });
  if (!parsed.success) throw new EventSchemaError(definition.detailType, parsed.error.issues);
  return parsed.data as Record<string, unknown>;
}

/** What travels on the bus / queue: the detail-type and the detail. */
export interface PlatformEvent {
  detailType: string;
  detail: Record<string, unknown>;
}
