/**
 * Background work that runs at start and then every `periodMs`, never twice at once in this
 * process: a call while a run is under way joins that run. Across instances the work itself
 * must be safe to run together (the jobs claim their rows with conditional updates).
 */
export class PeriodicJob<T> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<T> | null = null;

  constructor(
    private readonly work: () => Promise<T>,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** One run now, or the run already under way. */
  run(): Promise<T> {
    if (this.running) return this.running;
    const run = this.work().finally(() => {
      this.running = null;
    });
    this.running = run;
    return run;
  }

  start(periodMs: number): void {
    if (this.timer) return;
    const tick = () => {
      this.run().catch(this.onError);
    };
    tick();
    this.timer = setInterval(tick, periodMs);
    // The job never keeps the process alive on its own.
    this.timer.unref();
  }

  /** Waits for a run under way, if any (its error was already reported). */
  async idle(): Promise<void> {
    await this.running?.catch(() => undefined);
  }

  /** Stops the timer and waits for a run under way (its error was already reported). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }
}
