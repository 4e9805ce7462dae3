import path from 'node:path';
import os from 'node:os';
import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal, type DynamoDbLocal } from '../../infra/local/dynamodb-local';
import { stopAllChildren } from '../../infra/local/child-processes';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
  }
}

/** The run's one emulator, shared by the projects that use this setup (integration and integration-isolated). */
let shared: { dynamo: Promise<DynamoDbLocal>; users: number } | undefined;

/** One in-memory DynamoDB Local per test run, on a free port; stopped when the last project using it ends. */
export default async function setup(project: TestProject) {
  shared ??= { dynamo: startDynamoDbLocal({ workDir: path.join(os.tmpdir(), `tidewise-ddb-${process.pid}`) }), users: 0 };
  const mine = shared;
  mine.users++;
  const dynamo = await mine.dynamo;
  project.provide('dynamoEndpoint', dynamo.endpoint);
  return async () => {
    if (--mine.users > 0) return;
    shared = undefined;
    await dynamo.stop();
    await stopAllChildren();
  };
}
