import { SchedulerClient } from '@aws-sdk/client-scheduler';

/** One EventBridge Scheduler client per process (functions/platform/background/scheduler.ts). */
let client: SchedulerClient | undefined;

export function schedulerClient(): SchedulerClient {
  client ??= new SchedulerClient({});
  return client;
}
