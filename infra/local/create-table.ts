import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
  type CreateTableCommandInput,
} from '@aws-sdk/client-dynamodb';
import { TABLE } from '../../functions/data/table-definition';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './dynamodb-local';

/**
 * The CreateTable input built from the same definition the CDK data stack uses. `stream: false` leaves the stream
 * out: DynamoDB Local keeps every stream record of every table of its run (deleted tables too) and reads that store
 * on each write, so a test run of a hundred tables, each with its own stream, slowed every write down to a crawl.
 */
export function createTableInput(tableName: string, { stream = true }: { stream?: boolean } = {}): CreateTableCommandInput {
  const keyNames = new Set<string>([TABLE.partitionKey, TABLE.sortKey]);
  for (const g of TABLE.globalIndexes) {
    keyNames.add(g.partitionKey);
    keyNames.add(g.sortKey);
  }
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [...keyNames].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: TABLE.globalIndexes.map((g) => ({
      IndexName: g.name,
      KeySchema: [
        { AttributeName: g.partitionKey, KeyType: 'HASH' },
        { AttributeName: g.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    })),
    ...(stream ? { StreamSpecification: { StreamEnabled: true, StreamViewType: TABLE.stream } } : {}),
  };
}

/** Creates the table unless it exists; answers whether it was created. */
export async function ensureTable(endpoint: string, tableName: string, options: { stream?: boolean } = {}): Promise<boolean> {
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return false;
  } catch (err) {
    if (!(err instanceof ResourceNotFoundException)) throw err;
  }
  await client.send(new CreateTableCommand(createTableInput(tableName, options)));
  await client.send(new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true } }));
  client.destroy();
  return true;
}
