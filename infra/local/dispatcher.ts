import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { DynamoDBStreamEvent, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { ulid } from 'ulid';
import { EVENT_SOURCE, type PlatformEvent } from '../../events/event';
import { CONSUMERS, type ConsumerDefinition } from '../../events/registry';
import { outboxEvents } from '../../events/stream-forwarder';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './dynamodb-local';

type SqsHandler = (event: SQSEvent) => Promise<SQSBatchResponse>;

export interface DispatcherLog {
  delivered: number;
  failed: number;
  deadLettered: Array<{ consumer: string; event: PlatformEvent; error: string }>;
}

/**
 * The local stand-in for stream → EventBridge → SQS → Lambda: polls the table's stream, takes the
 * outbox inserts (the same function the AWS stream forwarder uses) and feeds each to the consumers whose
 * rule matches, as the SQS event their Lambda gets. A failing message is retried up to the consumer's
 * maxReceiveCount, then dead-lettered (kept in `log.deadLettered`).
 */
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

  constructor(private readonly opts: { endpoint: string; tableName: string; intervalMs?: number; onError?: (err: Error) => void }) {
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
        .catch((err: Error) => this.opts.onError?.(err))
        .finally(() => this.schedule(this.opts.intervalMs ?? 250));
    }, ms);
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
      return delivered;
    } finally {
      this.busy = false;
      for (const r of this.idle.splice(0)) r();
    }
  }

  private async deliver(records: StreamRecord[]): Promise<number> {
    const events = outboxEvents({ Records: records } as unknown as DynamoDBStreamEvent);
    for (const event of events) await this.publish(event);
    return events.length;
  }

  /** What an EventBridge rule → SQS → Lambda chain does with one event. */
  async publish(event: PlatformEvent): Promise<void> {
    for (const consumer of CONSUMERS.filter((c) => c.detailTypes.includes(event.detailType))) await this.invoke(consumer, event);
  }

  private handler(consumer: ConsumerDefinition): Promise<SqsHandler> {
    let h = this.handlers.get(consumer.name);
    if (!h) {
      h = import(/* @vite-ignore */ `../../${consumer.entry}`).then((m: { handler: SqsHandler }) => m.handler);
      this.handlers.set(consumer.name, h);
    }
    return h;
  }

  private async invoke(consumer: ConsumerDefinition, event: PlatformEvent): Promise<void> {
    const handler = await this.handler(consumer);
    const messageId = ulid();
    const body = JSON.stringify({ version: '0', id: ulid(), source: EVENT_SOURCE, 'detail-type': event.detailType, time: new Date().toISOString(), detail: event.detail });
    const attempts = consumer.maxReceiveCount ?? 5;
    let lastError = '';
    for (let attempt = 1; attempt <= attempts; attempt++) {
      const sqsEvent = {
        Records: [
          {
            messageId,
            receiptHandle: messageId,
            body,
            attributes: { ApproximateReceiveCount: String(attempt), SentTimestamp: String(Date.now()), SenderId: 'local', ApproximateFirstReceiveTimestamp: String(Date.now()) },
            messageAttributes: {},
            md5OfBody: '',
            eventSource: 'aws:sqs',
            eventSourceARN: `arn:aws:sqs:local:000000000000:${consumer.name}`,
            awsRegion: LOCAL_REGION,
          },
        ],
      } as SQSEvent;
      try {
        const res = await handler(sqsEvent);
        if (res.batchItemFailures.length === 0) {
          this.log.delivered++;
          return;
        }
        lastError = 'reported as a batch item failure';
      } catch (err) {
        lastError = (err as Error).message;
      }
      this.log.failed++;
      await new Promise((r) => setTimeout(r, Math.min(2000, 100 * 2 ** attempt)));
    }
    this.log.deadLettered.push({ consumer: consumer.name, event, error: lastError });
    process.stderr.write(`dispatcher: ${consumer.name} dead-lettered ${event.detailType}: ${lastError}\n`);
  }
}
