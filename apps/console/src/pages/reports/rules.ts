import type { ReportReadFrom } from '@cardroom/contract/console';

/**
 * What the Reports page says about where its figures were read (REPORTS_DATABASE_URL,
 * docs/OPERATIONS.md "Reports on a read replica"): nothing on the primary; on the replica how
 * far it is behind, so a figure that lacks the last seconds' movements says so.
 */
export function readFromText(readFrom: ReportReadFrom): string | null {
  if (readFrom.source === 'primary') return null;
  if (readFrom.source === 'primary-fallback') {
    return 'The reports replica did not answer: these figures were read from the main database.';
  }
  const lag = readFrom.lagSeconds ?? 0;
  if (lag < 1) return 'Read from the reports replica, caught up with the main database.';
  const behind =
    lag < 120
      ? `${Math.floor(lag)} s`
      : lag < 7200
        ? `${Math.floor(lag / 60)} min`
        : `${Math.floor(lag / 3600)} h`;
  return `Read from the reports replica, ${behind} behind the main database: the newest movements may be missing.`;
}

/** A game provider as the report names it: the house's own tables, or the provider's code. */
export function providerName(provider: string): string {
  if (provider === 'house') return 'Cardroom tables (house)';
  return provider === '' ? '—' : provider;
}
