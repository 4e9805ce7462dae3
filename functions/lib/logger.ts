import { config } from '../config';

/** Structured JSON logs: one line per entry, with the request id when there is one. */
type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface Logger {
  debug(msg: string, data?: Record<string, unknown>): void;
  info(msg: string, data?: Record<string, unknown>): void;
  warn(msg: string, data?: Record<string, unknown>): void;
  error(msg: string, data?: Record<string, unknown>): void;
  child(context: Record<string, unknown>): Logger;
}

function threshold(): number {
  return ORDER[config('LOG_LEVEL')];
}

export function createLogger(context: Record<string, unknown> = {}): Logger {
  const write = (level: Level, msg: string, data?: Record<string, unknown>) => {
    if (ORDER[level] < threshold()) return;
    const line = JSON.stringify({ level, time: new Date().toISOString(), msg, ...context, ...data });
    if (level === 'error' || level === 'warn') process.stderr.write(`${line}\n`);
    else process.stdout.write(`${line}\n`);
  };
  return {
    debug: (m, d) => write('debug', m, d),
    info: (m, d) => write('info', m, d),
    warn: (m, d) => write('warn', m, d),
    error: (m, d) => write('error', m, d),
    child: (c) => createLogger({ ...context, ...c }),
  };
}

export const logger = createLogger();
