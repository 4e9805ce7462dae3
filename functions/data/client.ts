import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { optionalEnv, requireEnv } from '../lib/env';

/**
 * One DynamoDB client per process, created lazily so tests and the local runtime can set the endpoint
 * (DYNAMODB_ENDPOINT points at DynamoDB Local; in AWS it is unset).
 */
let documentClient: DynamoDBDocumentClient | undefined;

export function db(): DynamoDBDocumentClient {
  if (!documentClient) {
    const endpoint = optionalEnv('DYNAMODB_ENDPOINT');
    const client = new DynamoDBClient(
      endpoint
        ? { endpoint, region: process.env.AWS_REGION ?? 'eu-central-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
        : {},
    );
    documentClient = DynamoDBDocumentClient.from(client, {
      marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
    });
  }
  return documentClient;
}

export function tableName(): string {
  return requireEnv('TABLE_NAME');
}

/** For tests that point the process at another endpoint. */
export function resetDbClient(): void {
  documentClient = undefined;
}
