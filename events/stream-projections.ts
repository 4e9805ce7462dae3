import type { StreamProjection } from '../functions/platform/index';

/**
 * The registered stream projections (docs/recipes-background.md, "A projection", the stream variant): read models
 * written from the table's stream after the commit, by the stream projection consumer (events/stream-projector.ts;
 * AWS: a Lambda on the stream filtered to the entity types below, infra/aws/events/stream-projector.ts; locally: the
 * dispatcher's stream polling). The reports and channel sync add theirs here; none is registered yet, and without
 * one no Lambda is deployed.
 */
export const STREAM_PROJECTIONS: readonly StreamProjection<never>[] = [];
