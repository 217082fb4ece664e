import type { ChangeListener } from '../db/change-listener';
import type { UserRow } from './user-response';

/** Sent by triggers on sessions and users (migration 0011): `s:<token hash>` or `u:<user id>`. */
export const SESSION_CHANGED_CHANNEL = 'session_changed';

/** A backstop only: every change that matters arrives by NOTIFY within milliseconds. */
const CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 20_000;

export interface LiveSession {
  lastSeenAt: Date;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
  secondFactorPending: boolean;
  secondFactorAt: Date | null;
  user: UserRow;
}

interface Entry {
  session: LiveSession;
  cachedAtMs: number;
}

/**
 * Live sessions this instance has looked up recently, so a signed-in request usually checks its
 * session without a round trip to PostgreSQL (the round trip was most of GET /api/auth/me's cost).
 * Every check still happens, against the request's own time: an entry is used only while its
 * idle and absolute expiry lie ahead and no idle-expiry refresh is due (those go to the database).
 *
 * Coherence: a trigger NOTIFYs every instance when a session is deleted or shortened and when a
 * user row changes (role, name, password); this instance also forgets at once what its own
 * services change, so their next request never sees the old state. A lookup that was in flight
 * while anything was forgotten is not cached (the generation check). While the LISTEN connection
 * is down nothing is cached, and what was cached is dropped.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private currentGeneration = 0;

  constructor(private readonly listener: ChangeListener) {
    listener.subscribe(SESSION_CHANGED_CHANNEL, {
      changed: (payload) => this.changed(payload),
      reset: () => this.clear(),
    });
  }

  /** Taken before a lookup and handed to put(): a change seen meanwhile keeps its result out. */
  get generation(): number {
    return this.currentGeneration;
  }

  /** The cached session if it may answer for a request at `now` without the database. */
  get(tokenHash: string, now: Date, touchIntervalMs: number): LiveSession | undefined {
    if (!this.listener.listening) return undefined;
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    const nowMs = now.getTime();
    const { session } = entry;
    if (
      nowMs - entry.cachedAtMs >= CACHE_TTL_MS ||
      nowMs < entry.cachedAtMs ||
      session.idleExpiresAt.getTime() <= nowMs ||
      session.absoluteExpiresAt.getTime() <= nowMs ||
      nowMs - session.lastSeenAt.getTime() >= touchIntervalMs
    ) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return session;
  }

  put(tokenHash: string, session: LiveSession, generation: number, now: Date): void {
    if (!this.listener.listening || generation !== this.currentGeneration) return;
    if (this.entries.size >= MAX_ENTRIES) {
      // Oldest first: a Map iterates in insertion order.
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, { session, cachedAtMs: now.getTime() });
  }

  forgetSession(tokenHash: string): void {
    this.currentGeneration += 1;
    this.entries.delete(tokenHash);
  }

  forgetUser(userId: number): void {
    this.currentGeneration += 1;
    for (const [tokenHash, entry] of this.entries) if (entry.session.user.id === userId) this.entries.delete(tokenHash);
  }

  clear(): void {
    this.currentGeneration += 1;
    this.entries.clear();
  }

  private changed(payload: string): void {
    const [kind, value] = [payload.slice(0, 2), payload.slice(2)];
    if (kind === 's:') this.forgetSession(value);
    else if (kind === 'u:' && /^\d+$/.test(value)) this.forgetUser(Number(value));
    else this.clear();
  }
}
