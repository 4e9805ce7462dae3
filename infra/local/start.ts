import { performance } from 'node:perf_hooks';
import { whenParentEnds } from './child-processes';
import { DEMO_LOGINS, DEMO_PASSWORD } from './seed';
import { LOCAL_SMTP_PASSWORD, LOCAL_SMTP_USER } from './mail-stand-ins';
import { startRuntime, stopperFor } from './runtime';
import { volumeFromArgs } from './demo-data/volume';
import { LOCAL_MAILBOX } from './imap-local';

/** `npm start`: the whole product on http://127.0.0.1:3000 (PORT and HOST override) with demo data. */
async function main(): Promise<void> {
  const t0 = performance.now();
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  const say = (line: string) => process.stdout.write(`${line}\n`);
  const customers = process.env.SEED_CUSTOMERS ? Number(process.env.SEED_CUSTOMERS) : undefined;
  const volume = volumeFromArgs(process.argv.slice(2), process.env.SEED_VOLUME);
  const dev = process.argv.includes('--dev');
  process.env.PUBLIC_URL ??= `http://${host}:${port}`; // where mailed links open (Vite's port in dev mode)
  // In dev mode the runtime serves /api on the next port and Vite serves the app with hot reload on PORT.
  const runtime = await startRuntime({ port: dev ? port + 1 : port, host, persist: true, seed: true, buildWeb: !dev, customers, volume, log: say });
  let url = runtime.url;
  if (dev) {
    process.env.TIDEWISE_API = runtime.url;
    const { createServer } = await import('vite');
    const vite = await createServer({ configFile: 'web/vite.config.ts', server: { port, host, strictPort: true } });
    await vite.listen();
    url = `http://${host}:${port}`;
    const stopRuntime = runtime.stop;
    runtime.stop = async () => {
      await vite.close();
      await stopRuntime();
    };
  }

  const shutdown = stopperFor(runtime, say);
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  whenParentEnds(() => shutdown('parent process gone'));

  say('');
  say(`  Tidewise is running on ${url}   (ready in ${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  say(`  Mail inbox (local SES):  ${runtime.inboxUrl}`);
  say(
    `  Local SMTP account:      ${runtime.mail.smtp.hostPort} (plain), user ${LOCAL_SMTP_USER}, password ${LOCAL_SMTP_PASSWORD}; OAuth stand-in ${runtime.mail.oauth.url}`,
  );
  say(`  Mailbox (local IMAP):    ${runtime.imap.host}:${runtime.imap.port}  ${LOCAL_MAILBOX.user} / ${LOCAL_MAILBOX.password}  → ${url}/mail`);
  say(`  API reference:           ${url}/api/docs`);
  say('');
  say(`  Demo logins (password ${DEMO_PASSWORD}):`);
  for (const l of DEMO_LOGINS) say(`    ${l.email.padEnd(18)} ${l.role}  → ${url}${l.area}`);
  say('');
  say('  Press Ctrl-C to stop.');
}

main().catch((err: unknown) => {
  process.stderr.write(`\n${(err as Error).message}\n`);
  process.exit(1);
});
