import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { ulid } from 'ulid';
import { EVENT_SOURCE, type PlatformEvent } from '../../events/event';
import { CONSUMERS, consumerTimings, type ConsumerDefinition } from '../../events/registry';
import { LOCAL_SCHEDULE_PK } from '../../functions/data/entities/schedule';
import { outboxEvents } from '../../events/stream-forwarder';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './dynamodb-local';
import { lambdaContext } from './lambda-context';

type SqsHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse>;
type StreamHandler = (event: DynamoDBStreamEvent, context: Context) => Promise<DynamoDBBatchResponse>;

/** A message that failed every delivery: what the consumer's dead-letter queue would hold in AWS. */
export interface DeadLetter {
  consumer: string;
  messageId: string;
  event: PlatformEvent;
  receiveCount: number;
  error: string;
  at: string;
}

export interface DispatcherLog {
  delivered: number;
  failed: number;
  deadLettered: DeadLetter[];
}

export interface DispatcherOptions {
  endpoint: string;
  tableName: string;
  /** Milliseconds between polls while events arrive (default 250); given alone, the dispatcher polls at it always. */
  intervalMs?: number;
  /**
   * Milliseconds between polls after one that found nothing (default 1 s): an idle runtime polls a quarter as often,
   * and `wake()` (the local API server calls it after every write) polls at once, so nothing waits for the slower beat.
   */
  idleIntervalMs?: number;
  onError?: (err: Error) => void;
  /** The consumers to feed (default: the registry); tests bring their own. */
  consumers?: readonly ConsumerDefinition[];
  /** Loads a consumer's handler (default: imports its `entry` module). */
  loadHandler?: (consumer: ConsumerDefinition) => Promise<SqsHandler>;
  /** Milliseconds before the nth redelivery (default: 200 ms doubling up to 2 s, instead of SQS's visibility timeout). */
  retryDelayMs?: (attempt: number) => number;
  /** Overrides every consumer's function timeout, for tests of timeouts. */
  functionTimeoutMs?: number;
  /** The stream projection consumer (default: events/stream-projector.ts with the registered projections); tests bring their own. */
  streamProjector?: StreamHandler;
}

const defaultRetryDelay = (attempt: number) => Math.min(2000, 100 * 2 ** attempt);

export class LocalDispatcher {
  readonly log: DispatcherLog = { delivered: 0, failed: 0, deadLettered: [] };
  private readonly streams: DynamoDBStreamsClient;
  private readonly dynamo: DynamoDBClient;
  private iterators = new Map<string, string | undefined>();
  private knownShards = new Set<string>();
  private streamArn?: string;
  private timer?: NodeJS.Timeout;
  private running = false;
  private lastShardScan = 0;
  private idle: Array<() => void> = [];
  private busy = false;
  private readonly handlers = new Map<string, Promise<SqsHandler>>();
  private streamProjector?: Promise<StreamHandler>;

  constructor(private readonly opts: DispatcherOptions) {
    const config = { endpoint: opts.endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS };
    this.streams = new DynamoDBStreamsClient(config);
    this.dynamo = new DynamoDBClient(config);
  }

  async start(): Promise<void> {
    const table = await this.dynamo.send(new DescribeTableCommand({ TableName: this.opts.tableName }));
    this.streamArn = table.Table?.LatestStreamArn;
    if (!this.streamArn) throw new Error(`Table ${this.opts.tableName} has no stream`);
    this.running = true;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    if (this.busy) await new Promise<void>((r) => this.idle.push(r));
    this.streams.destroy();
    this.dynamo.destroy();
  }

  /** Resolves after one full poll that found nothing new: everything written before was delivered. */
  async drain(timeoutMs = 15_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const delivered = await this.pollOnce();
      if (delivered === 0) return;
      if (Date.now() > until) throw new Error('The dispatcher did not drain in time');
    }
  }

  private schedule(ms: number): void {
    if (!this.running) return;
    this.timer = setTimeout(() => {
      this.pollOnce()
        .then((delivered) => delivered > 0)
        .catch((err: Error) => {
          this.opts.onError?.(err);
          return true;
        })
        .then((active) => this.schedule(active ? (this.opts.intervalMs ?? 250) : (this.opts.idleIntervalMs ?? this.opts.intervalMs ?? 1000)));
    }, ms);
  }

  /** Polls at once instead of at the next beat (a write may have put events on the stream). */
  wake(): void {
    if (!this.running || this.busy || !this.timer) return;
    clearTimeout(this.timer);
    this.schedule(0);
  }

  private async refreshShards(): Promise<void> {
    const res = await this.streams.send(new DescribeStreamCommand({ StreamArn: this.streamArn }));
    for (const shard of res.StreamDescription?.Shards ?? []) {
      const id = shard.ShardId!;
      if (this.knownShards.has(id)) continue;
      this.knownShards.add(id);
      // From the start of the retained stream: what was written while nothing polled is not lost,
      // and what was delivered before is skipped by the consumers' idempotency claims.
      const it = await this.streams.send(new GetShardIteratorCommand({ StreamArn: this.streamArn, ShardId: id, ShardIteratorType: 'TRIM_HORIZON' }));
      this.iterators.set(id, it.ShardIterator);
    }
    this.lastShardScan = Date.now();
  }

  /** One poll of every open shard; answers how many events it delivered. */
  async pollOnce(): Promise<number> {
    while (this.busy) await new Promise<void>((r) => this.idle.push(r));
    this.busy = true;
    try {
      if (Date.now() - this.lastShardScan > 2000) await this.refreshShards();
      let delivered = 0;
      for (const [shard, iterator] of this.iterators) {
        let next = iterator;
        while (next) {
          const res = await this.streams.send(new GetRecordsCommand({ ShardIterator: next, Limit: 100 }));
          const records = res.Records ?? [];
          if (records.length) delivered += await this.deliver(records);
          next = res.NextShardIterator;
          if (records.length === 0) break;
        }
        if (next) this.iterators.set(shard, next);
        else this.iterators.delete(shard); // closed shard, fully read
      }
      return delivered + (await this.fireDueSchedules());
    } finally {
      this.busy = false;
      for (const r of this.idle.splice(0)) r();
    }
  }

  /**
   * What EventBridge Scheduler does in AWS: the schedule items (functions/platform/background/scheduler.ts) due by
   * now are taken (Delete conditioned on the same dueAt, so one rescheduled meanwhile stays) and their message
   * delivered to the consumers of its detail-type. A delivery that fails is retried and dead-lettered as any other.
   */
  async fireDueSchedules(now = new Date()): Promise<number> {
    const doc = DynamoDBDocumentClient.from(this.dynamo);
    const res = await doc.send(
      new QueryCommand({ TableName: this.opts.tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': LOCAL_SCHEDULE_PK } }),
    );
    let fired = 0;
    for (const item of res.Items ?? []) {
      if (String(item.dueAt) > now.toISOString()) continue;
      try {
        await doc.send(
          new DeleteCommand({
            TableName: this.opts.tableName,
            Key: { pk: item.pk, sk: item.sk },
            ConditionExpression: 'dueAt = :due',
            ExpressionAttributeValues: { ':due': item.dueAt },
          }),
        );
      } catch (err) {
        if ((err as Error).name === 'ConditionalCheckFailedException') continue;
        throw err;
      }
      const message = JSON.parse(String(item.message)) as { 'detail-type': string; detail: PlatformEvent['detail'] };
      await this.publish({ detailType: message['detail-type'], detail: message.detail } as PlatformEvent, item.target as string | undefined);
      fired++;
    }
    return fired;
  }

  private async deliver(records: StreamRecord[]): Promise<number> {
    await this.project(records as unknown as DynamoDBRecord[]);
    const events = outboxEvents({ Records: records } as unknown as DynamoDBStreamEvent);
    for (const event of events) await this.publish(event);
    return events.length;
  }

  /**
   * What the stream projection consumer's event source mapping does (infra/aws/events/stream-projector.ts): the batch
   * to the projector; from a failed record on, the rest again (3 attempts), then it is logged and left behind.
   */
  private async project(records: DynamoDBRecord[]): Promise<void> {
    const projector = (this.streamProjector ??= this.opts.streamProjector
      ? Promise.resolve(this.opts.streamProjector)
      : import('../../events/stream-projector').then((m) => m.handler));
    let rest = records;
    for (let attempt = 1; rest.length > 0; attempt++) {
      const res = await (await projector)({ Records: rest }, lambdaContext('stream-projector'));
      const failed = res.batchItemFailures[0]?.itemIdentifier;
      if (failed === undefined) return;
      rest = rest.slice(
        Math.max(
          0,
          rest.findIndex((r) => r.dynamodb?.SequenceNumber === failed),
        ),
      );
      if (attempt >= 3) {
        process.stderr.write(`dispatcher: stream projector failed at record ${failed} ${attempt} times; left behind\n`);
        return;
      }
      await sleep((this.opts.retryDelayMs ?? defaultRetryDelay)(attempt));
    }
  }

  /** What an EventBridge rule → SQS → Lambda chain does with one event; a schedule's `target`: only to that consumer's queue. */
  async publish(event: PlatformEvent, target?: string): Promise<void> {
    const consumers = this.opts.consumers ?? CONSUMERS;
    const fed = consumers.filter((c) => (target === undefined ? c.detailTypes.includes(event.detailType) : c.name === target));
    for (const consumer of fed) await this.invoke(consumer, event);
  }

  private handler(consumer: ConsumerDefinition): Promise<SqsHandler> {
    let h = this.handlers.get(consumer.name);
    if (!h) {
      h = this.opts.loadHandler?.(consumer) ?? import(/* @vite-ignore */ `../../${consumer.entry}`).then((m: { handler: SqsHandler }) => m.handler);
      this.handlers.set(consumer.name, h);
    }
    return h;
  }

  /** Delivers one message until it is acknowledged or has been received maxReceiveCount times. */
  private async invoke(consumer: ConsumerDefinition, event: PlatformEvent): Promise<void> {
    const handler = await this.handler(consumer);
    const { timeoutSeconds, maxReceiveCount } = consumerTimings(consumer);
    const timeoutMs = this.opts.functionTimeoutMs ?? timeoutSeconds * 1000;
    const messageId = ulid();
    const body = JSON.stringify({
      version: '0',
      id: ulid(),
      source: EVENT_SOURCE,
      'detail-type': event.detailType,
      time: new Date().toISOString(),
      detail: event.detail,
    });
    const firstReceived = String(Date.now());
    let error = '';
    for (let receiveCount = 1; receiveCount <= maxReceiveCount; receiveCount++) {
      const record: SQSRecord = {
        messageId,
        receiptHandle: `${messageId}#${receiveCount}`,
        body,
        attributes: {
          ApproximateReceiveCount: String(receiveCount),
          SentTimestamp: firstReceived,
          SenderId: 'local',
          ApproximateFirstReceiveTimestamp: firstReceived,
        },
        messageAttributes: {},
        md5OfBody: '',
        eventSource: 'aws:sqs',
        eventSourceARN: `arn:aws:sqs:${LOCAL_REGION}:000000000000:${consumer.name}`,
        awsRegion: LOCAL_REGION,
      };
      const failure = await runWithTimeout(handler, record, lambdaContext(consumer.name, timeoutMs), timeoutMs);
      if (failure === undefined) {
        this.log.delivered++;
        return;
      }
      error = failure;
      this.log.failed++;
      if (receiveCount < maxReceiveCount) await sleep((this.opts.retryDelayMs ?? defaultRetryDelay)(receiveCount));
    }
    this.log.deadLettered.push({ consumer: consumer.name, messageId, event, receiveCount: maxReceiveCount, error, at: new Date().toISOString() });
    process.stderr.write(
      `dispatcher: ${consumer.name} dead-lettered ${event.detailType} ${String(event.detail.eventId)} after ${maxReceiveCount} deliveries: ${error}\n`,
    );
  }
}

/**
 * One Lambda invocation with a one-record batch: undefined when the message was acknowledged, else why
 * not. An invocation still running at its timeout counts as failed, as Lambda would end it (in-process
 * it cannot be killed, so its promise is left behind).
 */
async function runWithTimeout(handler: SqsHandler, record: SQSRecord, context: Context, timeoutMs: number): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`timed out after ${timeoutMs} ms`), timeoutMs);
  });
  const invoked = handler({ Records: [record] }, context).then(
    (res) => (res.batchItemFailures.some((f) => f.itemIdentifier === record.messageId) ? 'reported as a batch item failure' : undefined),
    (err: unknown) => (err instanceof Error ? err.message : String(err)),
  );
  try {
    return await Promise.race([invoked, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
