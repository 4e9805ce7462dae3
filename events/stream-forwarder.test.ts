import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { EVENT_SOURCE } from './event';
import { handler, outboxEvents } from './stream-forwarder';

const bus = mockClient(EventBridgeClient);

function record(item: Record<string, unknown>, eventName: 'INSERT' | 'MODIFY' = 'INSERT', seq = '1') {
  return { eventName, dynamodb: { SequenceNumber: seq, NewImage: marshall(item) as Record<string, AttributeValue> } };
}

const outbox = (n: number) => ({
  pk: `G#OUTBOX#${n}`,
  sk: 'ROOT',
  entityType: 'Outbox',
  detailType: 'mail.requested',
  detail: { eventId: `e${n}`, tenant: 'demo', to: ['a@b.test'] },
  expiresAt: 1_900_000_000,
});

beforeEach(() => {
  bus.reset();
  process.env.EVENT_BUS_NAME = 'test-bus';
});

describe('stream forwarder', () => {
  it('takes only inserted outbox items', () => {
    const event = {
      Records: [record(outbox(1)), record({ pk: 'x', sk: 'y', entityType: 'CUSTOMER' }), record(outbox(2), 'MODIFY')],
    } as unknown as DynamoDBStreamEvent;
    expect(outboxEvents(event).map((e) => e.detail.eventId)).toEqual(['e1']);
  });

  it('skips an outbox item that does not fit the outbox schema, and publishes the rest', () => {
    const broken = { ...outbox(3), detail: 'not an object' };
    const event = { Records: [record(broken), record(outbox(4))] } as unknown as DynamoDBStreamEvent;
    expect(outboxEvents(event).map((e) => e.detail.eventId)).toEqual(['e4']);
  });

  it('publishes each outbox item to the bus with its detail-type', async () => {
    bus.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: '1' }] });
    const res = await handler({ Records: [record(outbox(1))] } as unknown as DynamoDBStreamEvent);
    expect(res.batchItemFailures).toEqual([]);
    const input = bus.commandCalls(PutEventsCommand)[0]!.args[0].input;
    expect(input.Entries).toEqual([{ EventBusName: 'test-bus', Source: EVENT_SOURCE, DetailType: 'mail.requested', Detail: JSON.stringify(outbox(1).detail) }]);
  });

  it('reports the first failed entry so Lambda retries from there', async () => {
    bus.on(PutEventsCommand).resolves({ FailedEntryCount: 1, Entries: [{ EventId: '1' }, { ErrorCode: 'InternalFailure', ErrorMessage: 'boom' }] });
    const res = await handler({ Records: [record(outbox(1), 'INSERT', '10'), record(outbox(2), 'INSERT', '11')] } as unknown as DynamoDBStreamEvent);
    expect(res.batchItemFailures).toEqual([{ itemIdentifier: '11' }]);
  });
});
