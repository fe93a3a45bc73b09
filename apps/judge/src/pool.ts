export interface Slot {
  index: number;
  /** Each slot runs under its own uid, so runs never share RLIMIT_NPROC accounting or signal rights. */
  uid: number;
}

/** A fixed set of execution slots; work waits in FIFO order for a free one. */
export class SlotPool {
  private readonly free: Slot[];
  private readonly waiters: ((slot: Slot) => void)[] = [];

  constructor(
    readonly size: number,
    private readonly uidBase: number,
  ) {
    this.free = Array.from({ length: size }, (_, index) => ({ index, uid: uidBase + index }));
  }

  get uids(): number[] {
    return Array.from({ length: this.size }, (_, index) => this.uidBase + index);
  }

  async use<T>(work: (slot: Slot) => Promise<T>): Promise<T> {
    const slot = this.free.pop() ?? (await new Promise<Slot>((resolve) => this.waiters.push(resolve)));
    try {
      return await work(slot);
    } finally {
      const next = this.waiters.shift();
      if (next) next(slot);
      else this.free.push(slot);
    }
  }
}
