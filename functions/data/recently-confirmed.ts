import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Recently confirmed answers (issue 23, "Availability: 1 request"; docs/decisions/identity.md "Sign-in and sessions"
 * and docs/decisions/inventory.md "One round"): what this Lambda container read from DynamoDB within the last
 * TRUST_MS may be used again WITHOUT reading it, but only by a read action (a GET bound with `readAction`, which never
 * writes). A write always reads and confirms again. The precedent is API Gateway's Lambda authorizer, which caches its
 * answer per token (300 s by default); ours is far shorter.
 *
 * The trade-off: a change made through another container (a sign-out, a role edit, a room added) reaches a read action
 * of this one at most TRUST_MS late. A change made in this container forgets the entries it touches at once and keeps
 * them from being confirmed again for TRUST_MS (`forget`), so a read that was already in flight when the change was
 * made cannot bring the old answer back.
 */

/**
 * How long a confirmed answer is trusted by read actions: 10 s, short beside a token's 60 minutes and the
 * authorizers' 300 s, long enough that a user working a screen (availability asked again and again) reads it once.
 */
export const TRUST_MS = 10_000;

const readScope = new AsyncLocalStorage<true>();

/** Runs `fn` as a read action (functions/lib/http/handler.ts): it may use answers confirmed within TRUST_MS. */
export const asReadAction = <T>(fn: () => T): T => readScope.run(true, fn);

/** Whether the code runs inside a read action. */
export const inReadAction = (): boolean => readScope.getStore() === true;

interface Entry<T> {
  value: T;
  at: number;
  group?: string;
}

/**
 * Values by key with the time they were confirmed, at most `maxEntries` (the least recently used go first), each
 * optionally in a group (a user's sessions) that can be forgotten at once. The clock is injectable for tests.
 */
export class RecentlyConfirmed<T> {
  private readonly entries = new Map<string, Entry<T>>();
  /** When this container last changed what a key or a group names: a read sent before then may not be confirmed. */
  private readonly changed = new Map<string, number>();

  constructor(
    private readonly maxEntries: number,
    private readonly trustMs = TRUST_MS,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** The value confirmed within the trust window, else undefined. */
  recent(key: string): T | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (this.now() - hit.at >= this.trustMs) {
      this.entries.delete(key);
      return undefined;
    }
    this.entries.delete(key); // most recently used last
    this.entries.set(key, hit);
    return hit.value;
  }

  /**
   * Records `value` as read at `at` (when its read was sent). Ignored when this container changed the key or its
   * group at or after `at`: the read may have been answered before the change.
   */
  confirm(key: string, value: T, at: number, group?: string): void {
    if (this.changedSince(key, at) || (group !== undefined && this.changedSince(`group:${group}`, at))) return;
    this.entries.delete(key);
    this.entries.set(key, { value, at, ...(group !== undefined ? { group } : {}) });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  /**
   * Forgets `key`: this container is changing what it names. Called before the change (no read action trusts the old
   * answer meanwhile) and once it is made (a read sent before then is not confirmed).
   */
  forget(key: string): void {
    this.entries.delete(key);
    this.mark(key);
  }

  /** Forgets every entry of `group`, like `forget`. */
  forgetGroup(group: string): void {
    for (const [key, entry] of this.entries) if (entry.group === group) this.entries.delete(key);
    this.mark(`group:${group}`);
  }

  /** How many entries are kept. */
  get size(): number {
    return this.entries.size;
  }

  private mark(name: string): void {
    const now = this.now();
    // A mark older than the trust window refuses nothing: a read sent before it is too old to be trusted anyway.
    if (this.changed.size >= this.maxEntries) for (const [k, at] of this.changed) if (now - at >= this.trustMs) this.changed.delete(k);
    this.changed.delete(name);
    this.changed.set(name, now);
    while (this.changed.size > this.maxEntries) this.changed.delete(this.changed.keys().next().value as string);
  }

  private changedSince(name: string, at: number): boolean {
    const changed = this.changed.get(name);
    return changed !== undefined && at <= changed;
  }
}
