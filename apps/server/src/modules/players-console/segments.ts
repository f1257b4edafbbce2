import { type CrmSegment, type PlayerFilters, playerFilters } from '@cardroom/contract/console';
import { asc, eq, sql } from 'drizzle-orm';
import { uniqueViolation } from '../../db/errors.js';
import type { Deps } from '../../deps.js';
import type { ConsoleCtx } from '../../http/console-router.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { broadcastsPerSavedSegment } from '../inbox/index.js';
import { filterConditions } from './filters.js';
import { playerSegments } from './schema.js';

/**
 * Saved segments: the player list's filters under a name, shared by every operator. Saving
 * checks the filters as the list would read them (a backwards range or unreadable money is
 * refused before it is stored); each change is audited with what it was and what it became.
 */

type SegmentRow = typeof playerSegments.$inferSelect;

/** A stored segment's filters, read back through the contract (defaults filled in). */
function filtersOf(row: SegmentRow): PlayerFilters {
  const parsed = playerFilters.safeParse(row.filters);
  if (!parsed.success) throw badRequest('consolePlayerFilterInvalid');
  return parsed.data;
}

const present = (row: SegmentRow, broadcasts: Map<number, number>): CrmSegment => ({
  id: row.id,
  name: row.name,
  filters: filtersOf(row),
  createdBy: row.createdBy,
  updatedBy: row.updatedBy,
  updatedAt: row.updatedAt.toISOString(),
  broadcasts: broadcasts.get(row.id) ?? 0,
});

/** Only the filters set, so the stored JSON (and the audit diff) says what the segment is. */
const stored = (f: PlayerFilters) =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined));

export async function listSegments(deps: Deps): Promise<{ segments: CrmSegment[] }> {
  const rows = await deps.db
    .select()
    .from(playerSegments)
    .orderBy(asc(sql`lower(${playerSegments.name})`));
  const broadcasts = await broadcastsPerSavedSegment(deps);
  return { segments: rows.map((r) => present(r, broadcasts)) };
}

export async function segmentById(deps: Deps, id: number): Promise<CrmSegment> {
  const [row] = await deps.db.select().from(playerSegments).where(eq(playerSegments.id, id));
  if (!row) throw notFound('consoleSavedSegmentNotFound');
  return present(row, await broadcastsPerSavedSegment(deps));
}

export async function saveSegment(
  deps: Deps,
  input: { id?: number | undefined; name: string; filters: PlayerFilters },
  ctx: ConsoleCtx<true>,
): Promise<CrmSegment> {
  filterConditions(deps, input.filters);
  const filters = stored(input.filters);
  const by = ctx.operator.login;
  try {
    const row = await deps.db.transaction(async (tx) => {
      let before: SegmentRow | undefined;
      let row: SegmentRow | undefined;
      if (input.id === undefined) {
        [row] = await tx
          .insert(playerSegments)
          .values({ name: input.name, filters, createdBy: by, updatedBy: by })
          .returning();
      } else {
        [before] = await tx
          .select()
          .from(playerSegments)
          .where(eq(playerSegments.id, input.id))
          .for('update');
        if (!before) throw notFound('consoleSavedSegmentNotFound');
        [row] = await tx
          .update(playerSegments)
          .set({ name: input.name, filters, updatedBy: by, updatedAt: deps.now() })
          .where(eq(playerSegments.id, input.id))
          .returning();
      }
      if (!row) throw notFound('consoleSavedSegmentNotFound');
      await ctx.audit(tx, {
        action: 'segment.save',
        target: `segment:${row.id}`,
        before: before ? { name: before.name, filters: before.filters } : null,
        after: { name: row.name, filters },
      });
      return row;
    });
    return present(row, await broadcastsPerSavedSegment(deps));
  } catch (err) {
    if (uniqueViolation(err)) throw conflict('consoleSavedSegmentNameTaken');
    throw err;
  }
}

export async function deleteSegment(deps: Deps, id: number, ctx: ConsoleCtx<true>) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.delete(playerSegments).where(eq(playerSegments.id, id)).returning();
    if (!row) throw notFound('consoleSavedSegmentNotFound');
    await ctx.audit(tx, {
      action: 'segment.delete',
      target: `segment:${row.id}`,
      before: { name: row.name, filters: row.filters },
      after: null,
    });
    return { id: row.id };
  });
}
