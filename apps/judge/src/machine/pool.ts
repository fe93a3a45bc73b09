export interface Slot {
  index: number;
  /** Each slot runs under its own uid, so runs never share RLIMIT_NPROC accounting or signal rights. */
  uid: number;
}

/** Whose work it is (a student's id, say); work without one is nobody's in particular. */
export type Owner = string | undefined;

interface Waiter {
  owner: Owner;
  resolve: (slot: Slot) => void;
}

/**
 * A fixed set of execution slots. Work waits for a free one; when one frees, it goes to the waiting owner
 * that holds the fewest slots (the longest waiting among equals), so one student's many testcases or
 * submissions never keep a stranger waiting for more than the next slot to free.
 */
export class SlotPool {
  private readonly free: Slot[];
  private readonly waiters: Waiter[] = [];
  private readonly held = new Map<Owner, number>();

  constructor(
    readonly size: number,
    private readonly uidBase: number,
  ) {
    this.free = Array.from({ length: size }, (_, index) => ({ index, uid: uidBase + index }));
  }

  get uids(): number[] {
    return Array.from({ length: this.size }, (_, index) => this.uidBase + index);
  }

  async use<T>(work: (slot: Slot) => Promise<T>, owner?: Owner): Promise<T> {
    const free = this.free.pop();
    const slot = free ?? (await new Promise<Slot>((resolve) => this.waiters.push({ owner, resolve })));
    if (free) this.take(owner);
    try {
      return await work(slot);
    } finally {
      this.give(owner);
      const next = this.nextWaiter();
      if (next) {
        this.take(next.owner);
        next.resolve(slot);
      } else {
        this.free.push(slot);
      }
    }
  }

  private nextWaiter(): Waiter | undefined {
    let best = -1;
    for (let i = 0; i < this.waiters.length; i++) {
      const waiter = this.waiters[i] as Waiter;
      if (best < 0 || this.holding(waiter.owner) < this.holding(this.waiters[best]?.owner)) best = i;
    }
    return best < 0 ? undefined : this.waiters.splice(best, 1)[0];
  }

  /** Work without an owner counts as its own, so it is never put behind anyone's. */
  private holding(owner: Owner): number {
    return owner === undefined ? 0 : (this.held.get(owner) ?? 0);
  }

  private take(owner: Owner): void {
    if (owner !== undefined) this.held.set(owner, this.holding(owner) + 1);
  }

  private give(owner: Owner): void {
    if (owner === undefined) return;
    const count = this.holding(owner) - 1;
    if (count > 0) this.held.set(owner, count);
    else this.held.delete(owner);
  }
}

/**
 * One request at a time per owner, in the order they came: a student's second submission waits for the
 * first, so two compile bombs from one student hold one slot, not two. Requests without an owner never wait.
 */
export class OwnerQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  async run<T>(owner: Owner, work: () => Promise<T>): Promise<T> {
    if (owner === undefined) return work();
    const previous = this.tails.get(owner) ?? Promise.resolve();
    const result = previous.catch(() => {}).then(work);
    const tail = result.catch(() => {});
    this.tails.set(owner, tail);
    try {
      return await result;
    } finally {
      if (this.tails.get(owner) === tail) this.tails.delete(owner);
    }
  }
}
