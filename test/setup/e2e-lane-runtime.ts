import { whenParentEnds } from '../../infra/local/child-processes';
import { startRuntime, stopperFor } from '../../infra/local/runtime';

/**
 * One e2e lane: the whole local runtime (DynamoDB Local in memory, the local SES, the dispatcher, the API and web
 * server) with the demo data, in a process of its own. test/setup/runtime-global.ts starts one per lane; a lane
 * serves one e2e file at a time (test/setup/e2e-lane.ts), so e2e files run side by side and never see each other's
 * changes. Prints one line `TIDEWISE-LANE {"url":…,"sesEndpoint":…}` once it is ready.
 */
async function main(): Promise<void> {
  const runtime = await startRuntime({
    port: Number(process.env.PORT),
    host: '127.0.0.1',
    persist: false,
    seed: true,
    buildWeb: false,
    customers: Number(process.env.SEED_CUSTOMERS ?? 120),
  });
  const shutdown = stopperFor(runtime);
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  whenParentEnds(() => shutdown('parent process gone'));
  process.stdout.write(
    `TIDEWISE-LANE ${JSON.stringify({ url: runtime.url, sesEndpoint: runtime.sesEndpoint, smtp: runtime.mail.smtp.hostPort, imap: runtime.imap })}\n`,
  );
}

main().catch((err: unknown) => {
  process.stderr.write(`\n${(err as Error).stack ?? String(err)}\n`);
  process.exit(1);
});
