import { attempts, type Db } from '@placement/db';
import { eq } from 'drizzle-orm';
import { isOpen } from './attempt-rows';

/** What a connection probe may speak for: an attempt, its student and assessment, and whether it is open. */
export interface AttemptOwner {
  studentId: string;
  assessmentId: string;
  open: boolean;
}

/** Attempt ids are 24 hex characters (packages/db newId): anything else is no attempt, without a lookup. */
const ATTEMPT_ID = /^[0-9a-f]{24}$/;
/** an attempt known open is looked up again after this long (it may have ended on another process) */
const OPEN_KEEP_MS = 10 * 60_000;
/** an unknown id, or an attempt over (staff may reopen it), is looked up again after this long */
const OTHER_KEEP_MS = 60_000;
/** the most attempts one process remembers: a bound, not a size (10,000 students sit one test each) */
const MAX_ENTRIES = 50_000;

type Entry = { until: number; owner: Promise<AttemptOwner | null> };

/**
 * Whose attempt an id is, kept per process so that a connection probe (every 5 s from every student in a test)
 * costs no database work: the process that starts or resumes an attempt remembers it, any other looks it up
 * once, and simultaneous probes of one unknown id share one lookup. One per app (`app.attemptOwners`, made by
 * plugins/presence.ts): each API process, each test platform.
 */
export class AttemptOwners {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly db: Db) {}

  remember(attemptId: string, owner: AttemptOwner, now = Date.now()): void {
    this.makeRoom(now);
    const until = now + (owner.open ? OPEN_KEEP_MS : OTHER_KEEP_MS);
    this.entries.set(attemptId, { until, owner: Promise.resolve(owner) });
  }

  forget(attemptId: string): void {
    this.entries.delete(attemptId);
  }

  /** The attempt `attemptId` when it is this student's, else null (no such attempt, or another's). */
  async of(attemptId: string, studentId: string, now = Date.now()): Promise<AttemptOwner | null> {
    if (!ATTEMPT_ID.test(attemptId)) return null;
    let entry = this.entries.get(attemptId);
    if (!entry || entry.until <= now) {
      this.makeRoom(now);
      const owner = this.lookUp(attemptId);
      const fresh: Entry = { until: now + OTHER_KEEP_MS, owner };
      entry = fresh;
      this.entries.set(attemptId, fresh);
      owner.then(
        (found) => {
          if (found?.open) fresh.until = now + OPEN_KEEP_MS;
        },
        // a failed lookup is not kept: the next probe asks again
        () => this.entries.get(attemptId) === fresh && this.entries.delete(attemptId),
      );
    }
    const owner = await entry.owner;
    return owner && owner.studentId === studentId ? owner : null;
  }

  private async lookUp(attemptId: string): Promise<AttemptOwner | null> {
    const [row] = await this.db
      .select({ studentId: attempts.studentId, assessmentId: attempts.assessmentId, status: attempts.status })
      .from(attempts)
      .where(eq(attempts.id, attemptId));
    return row ? { studentId: row.studentId, assessmentId: row.assessmentId, open: isOpen(row) } : null;
  }

  private makeRoom(now: number): void {
    if (this.entries.size < MAX_ENTRIES) return;
    for (const [id, entry] of this.entries) if (entry.until <= now) this.entries.delete(id);
    // all fresh and still too many: the oldest goes
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
  }
}
