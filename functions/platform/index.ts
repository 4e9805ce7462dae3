/**
 * The platform area's face: what other areas and the event consumers may use of it (docs/architecture.md).
 */
export { assertSize, safeFileName, storageKey } from './media/files';
export { secretOptions } from './settings/secrets';
export { cancelJob, eventEnvelope, jobName, scheduleJob } from './background/scheduler';
export type { JobMessage, ScheduledJob } from './background/scheduler';
export { projectionsOf } from './background/projections';
export type { ProjectedChange, TransactionProjection } from './background/projections';
export { decodeChange, followedEntityTypes } from './background/stream-projections';
export type { StreamChange, StreamCodec, StreamProjection } from './background/stream-projections';
