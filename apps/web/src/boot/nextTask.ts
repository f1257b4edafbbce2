/** Chromium's `scheduler.yield` (not yet in TypeScript's DOM types). */
type YieldingScheduler = { yield?: () => Promise<void> };

/**
 * Ends the current task: the browser may paint and take input before the caller goes on. With
 * `scheduler.yield` the caller goes on ahead of other waiting tasks; elsewhere after a 0 ms timer.
 * The boot runs its steps (start the first page's module, the app config, the first page's data)
 * a task each: run back to back after the modules' evaluation they made one long task.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
