import { UpdateTableCommand } from '@aws-sdk/client-dynamodb';
import { db, tableName } from '../../functions/data/client';
import { TABLE } from '../../functions/data/table-definition';

/**
 * Switches the stream on for this test file's table (test/setup/dynamodb-table.ts creates it without one): for the
 * tests that run the local dispatcher, which reads the table's stream as the deployed stream forwarder does.
 */
export async function enableTableStream(): Promise<void> {
  await db().send(new UpdateTableCommand({ TableName: tableName(), StreamSpecification: { StreamEnabled: true, StreamViewType: TABLE.stream } }));
}
