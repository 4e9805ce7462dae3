import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config, requireConfig } from '../config';
import { clientOptions } from './local-endpoint';
import { checkRead, writeGate } from './read-guard';

/**
 * One DynamoDB document client per process, created lazily so tests and the local runtime can set the
 * endpoint (DYNAMODB_ENDPOINT points at DynamoDB Local; in AWS it is unset).
 */
let documentClient: DynamoDBDocumentClient | undefined;

export function db(): DynamoDBDocumentClient {
  if (!documentClient) {
    documentClient = DynamoDBDocumentClient.from(new DynamoDBClient(clientOptions(config('DYNAMODB_ENDPOINT'))), {
      marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
    });
    // The read guard: no Scan or Select COUNT on a request path (./read-guard.ts; off unless a test switches it on); a
    // request's writes wait for its gate (an action run while its session is confirmed).
    documentClient.middlewareStack.add(
      (next, context) => async (args) => {
        const command = String(context.commandName);
        checkRead(command, args.input as { Select?: string });
        const gate = writeGate(command);
        if (gate) await gate;
        return next(args);
      },
      { step: 'initialize', name: 'readGuard' },
    );
  }
  return documentClient;
}

export function tableName(): string {
  return requireConfig('TABLE_NAME');
}

/** For tests that point the process at another endpoint. */
export function resetDbClient(): void {
  documentClient = undefined;
}
