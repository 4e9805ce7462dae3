import { Stack } from 'aws-cdk-lib';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

export interface SchedulingProps {
  /** The queues a schedule may deliver to (reminders and scheduled mail go to consumer queues). */
  targetQueues: readonly IQueue[];
}

/**
 * What EventBridge Scheduler needs to fire reminders and scheduled mail: a schedule group holding
 * the platform's one-off schedules, and the role the scheduler assumes to put the message on a
 * consumer queue. The code that creates schedules gets `grantScheduleManagement`.
 */
export class Scheduling extends Construct {
  readonly group: ScheduleGroup;
  readonly role: Role;

  constructor(scope: Construct, id: string, props: SchedulingProps) {
    super(scope, id);
    this.group = new ScheduleGroup(this, 'Group', {});
    this.role = new Role(this, 'SchedulerRole', {
      description: 'Assumed by EventBridge Scheduler to deliver platform schedules to consumer queues',
      // Only the scheduler acting for this account may assume it (confused-deputy guard).
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com').withConditions({
        StringEquals: { 'aws:SourceAccount': Stack.of(this).account },
      }),
    });
    for (const queue of props.targetQueues) queue.grantSendMessages(this.role);
  }

  /** Create, read, update and delete schedules in the group, and hand the scheduler role to them. */
  grantScheduleManagement(grantee: IGrantable): void {
    this.group.grants.readSchedules(grantee);
    this.group.grants.writeSchedules(grantee);
    this.group.grants.deleteSchedules(grantee);
    this.role.grantPassRole(grantee.grantPrincipal);
  }
}
