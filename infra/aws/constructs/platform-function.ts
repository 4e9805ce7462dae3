import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IGrantable, IPrincipal } from 'aws-cdk-lib/aws-iam';
import { Grant, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { runtimeEnvironment, type RuntimeConfigName, type RuntimeEnvironment } from '../../../functions/config';
import { TABLE } from '../../../functions/data/table-definition';
import { REPO_ROOT } from '../config';
import { lambdaBundling } from './lambda-bundling';

export interface PlatformFunctionProps {
  /** Handler module relative to the repository root; it must export `handler`. */
  entry: string;
  description: string;
  /** @default 15 seconds: below the HTTP API's 30 s integration limit. */
  timeout?: Duration;
  /** @default 512 MB */
  memorySize?: number;
  /** The handler's variables, typed by the runtime configuration (functions/config.ts). */
  environment?: RuntimeEnvironment;
  /**
   * Files the bundling writes beside index.mjs: file name → script (relative to the repository root) that
   * writes it, given the file's path. For data built from code the Lambda should not carry (the OpenAPI document).
   */
  generatedFiles?: Record<string, string>;
}

export type TableAccess = 'read' | 'readWrite';

/**
 * Item-level data actions only: no table management, no streams, no PartiQL. Transactions need no
 * actions of their own (TransactWriteItems is authorised per item as Put/Update/Delete/ConditionCheck).
 * No Scan either: every key starts with the tenant and every access pattern is a Query or a Get, while
 * a Scan reads across tenants, so a handler that tries one is refused rather than trusted.
 */
export const TABLE_READ_ACTIONS = [
  'dynamodb:BatchGetItem',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
  'dynamodb:GetItem',
  'dynamodb:Query',
] as const;
export const TABLE_WRITE_ACTIONS = ['dynamodb:BatchWriteItem', 'dynamodb:DeleteItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'] as const;

/**
 * The one way this platform builds a Lambda: Node.js 22 on arm64, bundled by `lambdaBundling` (local
 * esbuild, minified ESM with source maps, the AWS SDK from the runtime), X-Ray tracing, a log group
 * kept one month, and its own role without AWS managed policies (logs are granted on its log group
 * only). Permissions are added by intent through `bindTable` and the grant methods of the resources
 * it uses.
 */
export class PlatformFunction extends Construct implements IGrantable {
  readonly function: NodejsFunction;
  /** The handler module, relative to the repository root (test/infra/bundle-size.test.ts bundles it). */
  readonly entry: string;
  readonly logGroup: LogGroup;
  readonly role: Role;

  constructor(scope: Construct, id: string, props: PlatformFunctionProps) {
    super(scope, id);
    this.entry = props.entry;
    const entry = resolve(REPO_ROOT, props.entry);
    if (!existsSync(entry)) {
      throw new Error(`Lambda entry ${props.entry} (for ${this.node.path}) does not exist; create it with an exported handler before synthesising`);
    }

    this.logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.ONE_MONTH,
      // Logs are diagnostics, not records: they go with the function.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Execution role of ${props.entry}`,
    });
    this.logGroup.grantWrite(this.role);

    this.function = new NodejsFunction(this, 'Function', {
      entry,
      handler: 'handler',
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(15),
      tracing: Tracing.ACTIVE,
      role: this.role,
      logGroup: this.logGroup,
      projectRoot: REPO_ROOT,
      depsLockFilePath: resolve(REPO_ROOT, 'package-lock.json'),
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        ...runtimeEnvironment(props.environment ?? {}),
      },
      bundling: { ...lambdaBundling(), ...generatedFilesHook(props.generatedFiles) },
    });

    Validations.of(this.role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'Only xray:PutTraceSegments and xray:PutTelemetryRecords (added for active tracing) use Resource "*": X-Ray has no resource-level permissions. test/infra checks that no other statement uses "*".',
    });
    Validations.of(this.function).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 is the platform runtime chosen for every Lambda (local development runs the same major); moving to a newer runtime is a deliberate, tested upgrade.',
    });
  }

  get grantPrincipal(): IPrincipal {
    return this.function.grantPrincipal;
  }

  addEnvironment(name: Exclude<RuntimeConfigName, 'AWS_REGION'>, value: string): void {
    this.function.addEnvironment(name, value);
  }

  /**
   * Grants the table by intent and tells the handler its name (TABLE_NAME). Not the table's own
   * grantReadData/grantReadWriteData: those allow `<table>/index/*` and Scan; naming the indexes of
   * the table definition keeps the policy free of wildcards.
   */
  bindTable({ table, access }: { table: ITable; access: TableAccess }): void {
    Grant.addToPrincipal({
      grantee: this,
      actions: access === 'read' ? [...TABLE_READ_ACTIONS] : [...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS],
      resourceArns: [table.tableArn, ...TABLE.globalIndexes.map((index) => `${table.tableArn}/index/${index.name}`)],
    });
    this.addEnvironment('TABLE_NAME', table.tableName);
  }
}

/** The bundling hook that runs each generated file's script (with tsx, in the repository root, as CDK runs hooks). */
function generatedFilesHook(files: Record<string, string> | undefined): Pick<BundlingOptions, 'commandHooks'> {
  if (files === undefined) return {};
  return {
    commandHooks: {
      beforeBundling: () => [],
      beforeInstall: () => [],
      afterBundling: (_inputDir, outputDir) => Object.entries(files).map(([name, script]) => `npx tsx ${script} "${join(outputDir, name)}"`),
    },
  };
}
