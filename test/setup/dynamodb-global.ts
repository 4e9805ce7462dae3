import path from 'node:path';
import os from 'node:os';
import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal } from '../../infra/local/dynamodb-local';
import { stopAllChildren } from '../../infra/local/child-processes';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
  }
}

/** One in-memory DynamoDB Local per test run, on a free port; stopped when the run ends. */
export default async function setup(project: TestProject) {
  const dynamo = await startDynamoDbLocal({ workDir: path.join(os.tmpdir(), `tidewise-ddb-${process.pid}`) });
  project.provide('dynamoEndpoint', dynamo.endpoint);
  return async () => {
    await dynamo.stop();
    await stopAllChildren();
  };
}
