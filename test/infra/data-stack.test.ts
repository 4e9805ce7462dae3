import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { TABLE } from '../../functions/data/table-definition';
import { SYNTH_TIMEOUT_MS, synthPlatform } from './synth-platform';

describe('data stack', () => {
  let template: Template;

  beforeAll(() => {
    template = Template.fromStack(synthPlatform().data);
  }, SYNTH_TIMEOUT_MS);

  it('holds exactly one table', () => {
    template.resourceCountIs('AWS::DynamoDB::GlobalTable', 1);
    template.resourceCountIs('AWS::DynamoDB::Table', 0);
  });

  it('keys the table and its indexes as the shared table definition says', () => {
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      KeySchema: [
        { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE.globalIndexes.map((index) =>
        Match.objectLike({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        }),
      ),
    });
  });

  it('bills on demand, expires items by TTL and streams new and old images for the outbox relay', () => {
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      BillingMode: 'PAY_PER_REQUEST',
      TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
      StreamSpecification: { StreamViewType: TABLE.stream },
    });
  });

  it('protects the data: point-in-time recovery, deletion protection, retained on stack deletion, encrypted with the AWS managed key', () => {
    template.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        SSESpecification: { SSEEnabled: true, SSEType: 'KMS' },
        Replicas: [
          Match.objectLike({
            PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
            DeletionProtectionEnabled: true,
          }),
        ],
      }),
    });
  });

  it('types every key attribute as a string', () => {
    const tables = template.findResources('AWS::DynamoDB::GlobalTable');
    const [table] = Object.values(tables);
    const definitions = (table?.Properties as { AttributeDefinitions: { AttributeName: string; AttributeType: string }[] }).AttributeDefinitions;
    const expected = [TABLE.partitionKey, TABLE.sortKey, ...TABLE.globalIndexes.flatMap((i) => [i.partitionKey, i.sortKey])];
    expect(definitions.map((d) => d.AttributeName).sort()).toEqual([...expected].sort());
    expect(new Set(definitions.map((d) => d.AttributeType))).toEqual(new Set(['S']));
  });
});
