import type { TestProject } from 'vitest/node';
import { startRuntime } from '../../infra/local/runtime';
import { freePort } from '../../infra/local/ports';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    sesEndpoint: string;
  }
}

/**
 * The whole local runtime, as `npm start` runs it but in memory, on a free port, with the demo data.
 * `npm test` builds the web app before the tests run.
 */
export default async function setup(project: TestProject) {
  const runtime = await startRuntime({ port: await freePort(), host: '127.0.0.1', persist: false, seed: true, buildWeb: false, customers: 120 });
  project.provide('baseUrl', runtime.url);
  project.provide('sesEndpoint', runtime.sesEndpoint);
  return () => runtime.stop();
}
