import * as z from 'zod';
import { itemCodec, type EntityModel } from './entity';

/**
 * Local schedules (docs/decisions.md, "Option expiry and waiting list"): where no EventBridge Scheduler is configured
 * (the local runtime, the tests), a schedule is an item in one global partition that the local dispatcher
 * (infra/local/dispatcher.ts) fires when due. The sort key is the schedule's name, so putting a schedule again replaces it.
 */
export const LOCAL_SCHEDULE = 'LOCAL_SCHEDULE';
export const LOCAL_SCHEDULE_PK = 'G#SCHEDULE';
export const localScheduleKey = (name: string) => ({ pk: LOCAL_SCHEDULE_PK, sk: name });

/** `message` is what the schedule delivers (EventBridge's detail-type + detail), as JSON; `target` the consumer it goes to. */
export const localScheduleItem = itemCodec(LOCAL_SCHEDULE, z.object({ dueAt: z.string(), message: z.string(), target: z.string().optional() }));

export const scheduleModels: EntityModel[] = [
  {
    module: 'schedule',
    entityType: LOCAL_SCHEDULE,
    description:
      'A schedule of the local runtime (an option expiry, a payment sweep): when it is due and the message it delivers; in AWS EventBridge Scheduler holds them instead.',
    keys: { table: { pk: 'G#SCHEDULE', sk: '<schedule name>' } },
    access: ['put or replace by name: Put', 'cancel: Delete by name', 'the due ones (local dispatcher): ONE Query pk'],
  },
];
