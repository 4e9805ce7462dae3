/** The few parts of hoodiecrow-imap (a scriptable IMAP server, no types of its own) that infra/local/imap-local.ts uses. */
declare module 'hoodiecrow-imap' {
  import type { EventEmitter } from 'node:events';
  interface HoodiecrowServer extends EventEmitter {
    users: Record<string, { password: string }>;
    listen(port: number, host: string, cb?: () => void): void;
    close(cb?: () => void): void;
    appendMessage(mailbox: string, flags: string[], internaldate: Date | string, raw: string): unknown;
  }
  export default function hoodiecrow(options: Record<string, unknown>): HoodiecrowServer;
}
