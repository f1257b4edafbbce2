import type { LiveTableSettings } from '@cardroom/contract';
import { amountText, readAmount } from '../../money';

/**
 * The live table settings form's rules, as the server checks them (the contract's
 * `liveTableSettings` ranges and games' `tableLimitsProblem`). The console's bundle cannot run
 * the zod schemas, so the bounds are written here and rules.test.ts holds them against the
 * schema; the server checks again and its refusal is shown as it comes.
 */
export const TIME_BOUNDS = {
  bettingMs: { min: 5_000, max: 60_000 },
  revealMs: { min: 200, max: 5_000 },
  resultMs: { min: 1_000, max: 30_000 },
} as const;

type TimeField = keyof typeof TIME_BOUNDS;

/** The form as typed: times in seconds (reveal in milliseconds), money as the market writes it. */
export interface LiveForm {
  bettingS: string;
  revealMs: string;
  resultS: string;
  spotMin: string;
  spotMax: string;
  roundMin: string;
  roundMax: string;
  /** Chips separated by spaces. */
  chips: string;
}

export type LiveSettingsChange = Pick<
  LiveTableSettings,
  'bettingMs' | 'revealMs' | 'resultMs' | 'spot' | 'round' | 'chips'
>;

export function formOf(t: LiveTableSettings, sign: string): LiveForm {
  const a = (minor: number) => amountText(sign, minor);
  return {
    bettingS: String(t.bettingMs / 1000),
    revealMs: String(t.revealMs),
    resultS: String(t.resultMs / 1000),
    spotMin: a(t.spot.min),
    spotMax: a(t.spot.max),
    roundMin: a(t.round.min),
    roundMax: a(t.round.max),
    chips: t.chips.map(a).join(' '),
  };
}

function msOf(text: string, unit: number, field: TimeField, label: string) {
  const value = Number(text.trim().replace(',', '.'));
  const { min, max } = TIME_BOUNDS[field];
  const ms = Math.round(value * unit);
  if (text.trim() === '' || !Number.isFinite(value) || ms < min || ms > max) {
    const u = unit === 1000 ? 's' : 'ms';
    return { error: `${label}: from ${min / unit} to ${max / unit} ${u}.` };
  }
  return { ms };
}

/**
 * Reads the form: the change to send, or the problems by field (the operator's words). The
 * limits follow the server's order of checks: min ≤ max, a spot's min within a round's max,
 * 1 to 8 ascending chips each within a spot's limits.
 */
export function readForm(
  f: LiveForm,
  sign: string,
):
  | { ok: true; change: LiveSettingsChange }
  | { ok: false; errors: Partial<Record<keyof LiveForm, string>> } {
  const errors: Partial<Record<keyof LiveForm, string>> = {};
  const betting = msOf(f.bettingS, 1000, 'bettingMs', 'Betting window');
  const reveal = msOf(f.revealMs, 1, 'revealMs', 'Between cards');
  const result = msOf(f.resultS, 1000, 'resultMs', 'Result shown');
  if ('error' in betting) errors.bettingS = betting.error;
  if ('error' in reveal) errors.revealMs = reveal.error;
  if ('error' in result) errors.resultS = result.error;
  const money = (key: 'spotMin' | 'spotMax' | 'roundMin' | 'roundMax') => {
    const read = readAmount(sign, f[key]);
    if (!read.ok) errors[key] = read.error;
    else if (read.minor <= 0) errors[key] = 'Enter an amount above zero.';
    return read.ok ? read.minor : 0;
  };
  const spot = { min: money('spotMin'), max: money('spotMax') };
  const round = { min: money('roundMin'), max: money('roundMax') };
  if (!errors.spotMax && !errors.spotMin && spot.min > spot.max)
    errors.spotMax = 'A spot’s maximum is below its minimum.';
  if (!errors.roundMax && !errors.roundMin && round.min > round.max)
    errors.roundMax = 'A round’s maximum is below its minimum.';
  if (!errors.spotMin && !errors.roundMax && spot.min > round.max)
    errors.spotMin = 'A spot’s minimum is above a round’s maximum: no bet could be placed.';
  const chips: number[] = [];
  const words = f.chips.split(/\s+/).filter((w) => w !== '');
  if (words.length < 1 || words.length > 8) errors.chips = 'Between 1 and 8 chips.';
  for (const w of words) {
    const read = readAmount(sign, w);
    if (!read.ok || read.minor <= 0) {
      errors.chips = `Chip “${w}” is not an amount.`;
      break;
    }
    if (read.minor < spot.min || read.minor > spot.max) {
      errors.chips = `Chip ${w} is outside a spot’s minimum and maximum.`;
      break;
    }
    if (chips.length > 0 && read.minor <= (chips.at(-1) as number)) {
      errors.chips = 'Chips go from the smallest to the largest, each once.';
      break;
    }
    chips.push(read.minor);
  }
  if (
    Object.keys(errors).length > 0 ||
    'error' in betting ||
    'error' in reveal ||
    'error' in result
  )
    return { ok: false, errors };
  return {
    ok: true,
    change: { bettingMs: betting.ms, revealMs: reveal.ms, resultMs: result.ms, spot, round, chips },
  };
}

/** Seconds left of a phase, counted from the server's clock at the answer (never below 0). */
export function secondsLeft(
  phaseEndsAt: number | null,
  serverNow: number,
  elapsedMs: number,
): number | null {
  if (phaseEndsAt === null) return null;
  return Math.max(0, Math.ceil((phaseEndsAt - serverNow - elapsedMs) / 1000));
}

/**
 * How long past its phase's end a round must be, at the server's clock when the console read it,
 * before the console calls the dealer late: a dead dealer's lease runs 5 s before another
 * instance takes the table, and the dealer steps every quarter second.
 */
export const LATE_AFTER_MS = 10_000;

/**
 * Whole seconds the table's dealer is late with the round (its phase ended that long ago and it
 * has not moved on), or null when it is not. No instance holds the table's lease, or a step keeps
 * failing (a settlement that cannot pay a bet: the servers' log says which). A settled round
 * waits for the next one only at a table that deals (open, with a published chain).
 */
export function secondsLate(
  round: { phase: string; phaseEndsAt: number | null },
  status: 'dealing' | 'closed' | 'noCommitment',
  serverNow: number,
): number | null {
  if (round.phaseEndsAt === null) return null;
  if (round.phase === 'settled' && status !== 'dealing') return null;
  const late = serverNow - round.phaseEndsAt;
  return late > LATE_AFTER_MS ? Math.floor(late / 1000) : null;
}
