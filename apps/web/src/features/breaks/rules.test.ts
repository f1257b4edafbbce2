// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BREAK_GROUPS, nextStep, playedText, popupDelayMs, schedulePopup } from './rules';

describe('break rules', () => {
  it('offers the four time-outs and four self-exclusions, and asks twice', () => {
    expect(BREAK_GROUPS.map((g) => g.periods)).toEqual([
      ['24h', '1w', '1m', '6w'],
      ['6mo', '1y', '2y', '5y'],
    ]);
    expect(nextStep('choose')).toBe('review');
    expect(nextStep('review')).toBe('confirm');
  });
});

describe('reality-check timer', () => {
  afterEach(() => vi.useRealTimers());

  it('opens the popup when the server says, not before; off means no timer', () => {
    vi.useFakeTimers();
    const open = vi.fn();
    schedulePopup(90, open);
    vi.advanceTimersByTime(89_999);
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(open).toHaveBeenCalledTimes(1);
    expect(popupDelayMs(null)).toBeNull();
    const never = vi.fn();
    schedulePopup(null, never);
    vi.advanceTimersByTime(10 * 3_600_000);
    expect(never).not.toHaveBeenCalled();
  });

  it('a cancelled timer (the player left) never opens', () => {
    vi.useFakeTimers();
    const open = vi.fn();
    const cancel = schedulePopup(5, open);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(open).not.toHaveBeenCalled();
  });

  it('writes the time played', () => {
    expect(playedText(45, 'h', 'min')).toBe('45 min');
    expect(playedText(65, 'h', 'min')).toBe('1 h 05 min');
  });
});
