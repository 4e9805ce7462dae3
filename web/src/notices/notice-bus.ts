import { ERROR_MESSAGES } from '../../../shared/api/error-codes';
import type { MessageKey, MessageParams } from '../../../shared/i18n/core';
import { isMessageKey } from '../i18n/dictionary';
import { ApiCallError } from '../api/client';

/**
 * The snackbar's queue (spec 2 section 8). Anything can post, including code outside React (the
 * route guard, the session); the Notices component shows what arrives, in the current language.
 */

export type NoticeIntent = 'error' | 'success' | 'warning' | 'info';

export interface Notice {
  intent: NoticeIntent;
  key: MessageKey;
  params?: MessageParams;
}

/** Errors stay 6 s, everything else 3 s. */
export function noticeTimeout(intent: NoticeIntent): number {
  return intent === 'error' ? 6000 : 3000;
}

type Listener = (notice: Notice | 'clear') => void;
let listener: Listener | null = null;
let pending: Notice[] = [];
let bootstrapDone = false;
/** What was posted lately, for a full navigation to hand over (recentNotices). */
let recent: { notice: Notice; at: number }[] = [];
const RECENT_MS = 5000;

/**
 * UNAUTHORIZED before the bootstrap has finished is the start-up discovering a stale session, which
 * the user did not do anything to cause: it is not shown.
 */
export function markBootstrapDone(): void {
  bootstrapDone = true;
}

export function notify(notice: Notice): void {
  if (!bootstrapDone && notice.key === 'errors.UNAUTHORIZED') return;
  const now = Date.now();
  recent = [...recent.filter((r) => now - r.at < RECENT_MS), { notice, at: now }];
  if (listener) listener(notice);
  else pending.push(notice);
}

/** Takes down what is showing: notices about the old session are stale once the user signs in or out. */
export function clearNotices(): void {
  pending = [];
  recent = [];
  listener?.('clear');
}

/**
 * The notices posted in the last few seconds: what a full navigation to another entry of the web (the staff app's
 * hand-over to the sign-in pages, web/src/signin/handover.ts) carries along, as "Please sign in to continue.".
 */
export function recentNotices(now = Date.now()): Notice[] {
  return recent.filter((r) => now - r.at < RECENT_MS).map((r) => r.notice);
}

/** The snackbar attaches here; notices posted before it mounted are delivered at once. */
export function attachNotices(fn: Listener): () => void {
  listener = fn;
  const queued = pending;
  pending = [];
  queued.forEach(fn);
  return () => {
    if (listener === fn) listener = null;
  };
}

/** The translated errors.{message} text where one exists, else the status and the server's description. */
export function errorNotice(error: unknown): Notice {
  if (error instanceof ApiCallError) {
    const key = `errors.${error.error.message}`;
    if (isMessageKey(key)) return { intent: 'error', key };
    return { intent: 'error', key: 'errors.status', params: { status: error.error.statusCode, message: error.error.description || error.error.message } };
  }
  return { intent: 'error', key: `errors.${ERROR_MESSAGES.unknown}` as MessageKey };
}

export function notifyError(error: unknown): void {
  notify(errorNotice(error));
}
