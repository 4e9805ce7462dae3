import type { StackProps } from 'aws-cdk-lib';
import { CfnOutput, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { AttributeType, Billing, StreamViewType, TableEncryptionV2, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { TABLE } from '../../../functions/data/table-definition';

/**
 * The single table, built from the same definition the local runtime uses. It outlives every other
 * stack: deletion protection and RETAIN mean tearing the platform down never drops booking data.
 */
export class DataStack extends Stack {
  readonly table: ITableV2;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, props);

    // TableV2 rather than Table: its stream grant scopes dynamodb:ListStreams to this table's stream
    // instead of "*", which keeps the stream forwarder's policy free of wildcards.
    const table = new TableV2(this, TABLE.logicalName, {
      partitionKey: { name: TABLE.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE.sortKey, type: AttributeType.STRING },
      globalSecondaryIndexes: TABLE.globalIndexes.map((index) => ({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
      })),
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      timeToLiveAttribute: TABLE.ttlAttribute,
      dynamoStream: StreamViewType[TABLE.stream],
      encryption: TableEncryptionV2.awsManagedKey(),
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.table = table;

    new CfnOutput(this, 'TableName', { value: table.tableName, description: 'The single DynamoDB table' });
  }
}
