import { Lazy, Stack, Token, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import { Construct } from 'constructs';
import type { PlatformFunction } from '../constructs/platform-function';

/** Where a schedule delivers: the scheduled consumer's queue, and its dead-letter queue for what cannot be delivered. */
export interface ScheduleTargetArns {
  queue: string;
  deadLetter: string;
}

/**
 * What EventBridge Scheduler needs (docs/recipes-background.md): the schedule group holding the platform's one-time
 * jobs, and the role the scheduler assumes to put a job's message on a scheduled consumer's queue. Each scheduled
 * consumer (./scheduled-consumer.ts) adds its queues to the role and names the functions that schedule for it; a
 * function that schedules gets the group, the role and its targets (SCHEDULE_TARGETS, functions/config.ts) once.
 */
export class Scheduling extends Construct {
  readonly group: ScheduleGroup;
  readonly role: Role;
  private readonly targets = new Map<PlatformFunction, Record<string, ScheduleTargetArns>>();

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.group = new ScheduleGroup(this, 'Group', {});
    this.role = new Role(this, 'SchedulerRole', {
      description: 'Assumed by EventBridge Scheduler to deliver platform schedules to consumer queues',
      // Only the scheduler acting for this account may assume it (confused-deputy guard).
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com').withConditions({
        StringEquals: { 'aws:SourceAccount': Stack.of(this).account },
      }),
    });
  }

  /** Lets `fn` schedule jobs for the consumer `name` (create, replace and delete schedules in the group, pass the role). */
  allowScheduling(fn: PlatformFunction, name: string, arns: ScheduleTargetArns): void {
    const known = this.targets.get(fn);
    if (known) {
      known[name] = arns;
      return;
    }
    const targets: Record<string, ScheduleTargetArns> = { [name]: arns };
    this.targets.set(fn, targets);
    this.group.grants.readSchedules(fn);
    this.group.grants.writeSchedules(fn);
    this.group.grants.deleteSchedules(fn);
    this.role.grantPassRole(fn.grantPrincipal);
    fn.addEnvironment('SCHEDULE_GROUP', this.group.scheduleGroupName);
    fn.addEnvironment('SCHEDULER_ROLE_ARN', this.role.roleArn);
    fn.addEnvironment('SCHEDULE_TARGETS', Lazy.string({ produce: () => Stack.of(this).toJsonString(targets) }));
    const stack = Stack.of(this);
    const region = Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region;
    const group = String(stack.resolve(this.group.scheduleGroupName));
    Validations.of(fn).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:scheduler:${region}:<AWS::AccountId>:schedule/${group}/*]`,
      reason: "Job names are per booking or tenant and day (functions/platform/background/scheduler.ts); the grant covers the platform's schedule group only.",
    });
  }
}
