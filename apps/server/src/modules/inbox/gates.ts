import type { SQL } from 'drizzle-orm';
import type { Deps } from '../../deps.js';

/**
 * A condition on an operator (marketing) message sent at `sentAt` that must hold for the
 * player to see it: the breaks module hides what was sent during their time-out or
 * self-exclusion. System messages about their money are never filtered.
 */
export type MarketingFilter = (userId: number, sentAt: SQL) => SQL;

/** Per app instance (keyed on its `deps`): breaks registers in its `setup`; inbox imports nothing of it. */
const filtersByApp = new WeakMap<Deps, MarketingFilter[]>();

export function onMarketingFilter(deps: Deps, filter: MarketingFilter): void {
  filtersByApp.set(deps, [...(filtersByApp.get(deps) ?? []), filter]);
}

export function marketingFiltersOf(deps: Deps): readonly MarketingFilter[] {
  return filtersByApp.get(deps) ?? [];
}
