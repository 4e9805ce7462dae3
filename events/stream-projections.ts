import { NOTIFICATION_PROJECTIONS } from '../functions/messaging/index';
import type { StreamProjection } from '../functions/platform/index';

/**
 * The registered stream projections (docs/recipes-background.md, "A projection", the stream variant): read models
 * written from the table's stream after the commit, by the stream projection consumer (events/stream-projector.ts;
 * AWS: a Lambda on the stream filtered to the entity types below, infra/aws/events/stream-projector.ts; locally: the
 * dispatcher's stream polling). The reports and channel sync add theirs here.
 * The notifications feed (docs/decisions/notifications.md): bookings, guest-form answers, failed provider payments.
 */
export const STREAM_PROJECTIONS: readonly StreamProjection<never>[] = [...(NOTIFICATION_PROJECTIONS as unknown as readonly StreamProjection<never>[])];
