// Runs one command and ends it when the process that started us ends, however that ends (even SIGKILL,
// which cannot be caught): our stdin is a pipe whose only writer is that process, so it reads EOF then.
// Usage: node watchdog.mjs <command> [args...]   (plain JavaScript: it runs without tsx)
import { spawn } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
let ending = false;

function end() {
  if (ending) return;
  ending = true;
  child.kill('SIGTERM');
  setTimeout(() => child.kill('SIGKILL'), 3000).unref();
}

child.on('error', (err) => {
  process.stderr.write(`${command}: ${err.message}\n`);
  process.exit(127);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGTERM' ? 0 : 1)));
process.stdin.on('end', end);
process.stdin.on('error', end);
process.stdin.resume();
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, end);
