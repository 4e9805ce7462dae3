import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import { db, tableName } from './client';
import { batchWriteAll, queryItems, queryPages } from './paging';

const pk = (n: string) => `T#paging-test#P#${n}`;

describe('the paging and batch-write helpers', () => {
  it('writes more than one batch and reads every page back', async () => {
    const requests = Array.from({ length: 83 }, (_, i) => ({ PutRequest: { Item: { pk: pk('a'), sk: String(i).padStart(3, '0'), n: i } } }));
    await batchWriteAll(requests);
    let pages = 0;
    const seen: number[] = [];
    for await (const page of queryPages({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk('a') },
      Limit: 10,
    })) {
      pages++;
      for (const item of page.Items ?? []) seen.push(item.n as number);
    }
    expect(pages).toBeGreaterThanOrEqual(9);
    expect(seen).toEqual(Array.from({ length: 83 }, (_, i) => i));
    expect(
      await queryItems({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk('a') }, Limit: 7 }),
    ).toHaveLength(83);
    await batchWriteAll(requests.map((r) => ({ DeleteRequest: { Key: { pk: r.PutRequest.Item.pk, sk: r.PutRequest.Item.sk } } })));
    expect(await queryItems({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk('a') } })).toHaveLength(0);
  });

  it('lets the caller stop early and shape each page', async () => {
    await batchWriteAll(Array.from({ length: 30 }, (_, i) => ({ PutRequest: { Item: { pk: pk('b'), sk: String(i).padStart(3, '0') } } })));
    const limits: number[] = [];
    for await (const page of queryPages((read) => ({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk('b') },
      Limit: 5 + read,
    }))) {
      limits.push(page.Items?.length ?? 0);
      if (limits.length === 3) break;
    }
    expect(limits).toEqual([5, 6, 7]);
  });

  it('retries what DynamoDB leaves unprocessed and gives up loudly', async () => {
    const client = db();
    const original = client.send.bind(client);
    let calls = 0;
    const spy = vi.spyOn(client, 'send').mockImplementation(async (command: unknown) => {
      if (command instanceof BatchWriteCommand) {
        calls++;
        const items = command.input.RequestItems![tableName()]!;
        if (calls === 1) {
          await original(new BatchWriteCommand({ RequestItems: { [tableName()]: items.slice(0, 1) } }));
          return { UnprocessedItems: { [tableName()]: items.slice(1) } } as never;
        }
      }
      return original(command as never) as never;
    });
    try {
      await batchWriteAll(Array.from({ length: 3 }, (_, i) => ({ PutRequest: { Item: { pk: pk('c'), sk: String(i) } } })));
      expect(calls).toBe(2);
      expect(await queryItems({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk('c') } })).toHaveLength(3);
      spy.mockImplementation(async (command: unknown) =>
        command instanceof BatchWriteCommand ? ({ UnprocessedItems: command.input.RequestItems } as never) : (original(command as never) as never),
      );
      await expect(batchWriteAll([{ PutRequest: { Item: { pk: pk('c'), sk: 'x' } } }], { attempts: 3 })).rejects.toThrow(/stayed unprocessed after 3 attempts/);
    } finally {
      spy.mockRestore();
    }
  });
});
