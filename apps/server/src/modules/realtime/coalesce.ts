/**
 * A table's `totals` change with every bet (hundreds a second in a busy window), but players
 * need them a few times a second. The coalescer publishes a topic's message at most `perSecond`
 * times a second: the first at once, then the latest one at the end of each interval; the
 * messages in between are replaced by newer ones and never sent. Totals are a whole state (the
 * sums per spot), so the latest one says everything the skipped ones did.
 *
 * Per instance and per topic: the instance whose bets changed a table's totals publishes them
 * (over the bus, to every instance). `flush` sends what waits at once (a betting window that
 * closes must show its final totals before the `closed` phase).
 */
export class Coalescer<M> {
  readonly #pending = new Map<string, M>();
  readonly #lastSent = new Map<string, number>();
  readonly #timers = new Map<string, NodeJS.Timeout>();
  #stopped = false;

  constructor(
    private readonly send: (topic: string, message: M) => Promise<void>,
    private readonly perSecond: () => number,
    private readonly onError: (err: unknown) => void,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** Offers the topic's newest message; it is sent now or at the end of the current interval. */
  offer(topic: string, message: M): void {
    if (this.#stopped) return;
    this.#pending.set(topic, message);
    if (this.#timers.has(topic)) return;
    const interval = 1000 / Math.max(1, this.perSecond());
    const since = this.clock() - (this.#lastSent.get(topic) ?? Number.NEGATIVE_INFINITY);
    if (since >= interval) {
      this.#sendNow(topic);
      return;
    }
    const timer = setTimeout(() => {
      this.#timers.delete(topic);
      this.#sendNow(topic);
    }, interval - since);
    timer.unref();
    this.#timers.set(topic, timer);
  }

  /** Sends the topic's waiting message now, if there is one (and cancels its timer). */
  async flush(topic: string): Promise<void> {
    const timer = this.#timers.get(topic);
    if (timer) {
      clearTimeout(timer);
      this.#timers.delete(topic);
    }
    const message = this.#pending.get(topic);
    if (message === undefined) return;
    this.#pending.delete(topic);
    this.#lastSent.set(topic, this.clock());
    await this.send(topic, message);
  }

  /** Stops every timer; what waits is dropped (the app is closing). */
  stop(): void {
    this.#stopped = true;
    for (const timer of this.#timers.values()) clearTimeout(timer);
    this.#timers.clear();
    this.#pending.clear();
  }

  #sendNow(topic: string): void {
    this.flush(topic).catch(this.onError);
  }
}
