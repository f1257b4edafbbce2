import { describe, expect, it } from 'vitest';
import { checkTableLimits, tableLimitsProblem } from '../limits.js';
import { atRiskStake } from './at-risk.js';

describe('atRiskStake', () => {
  it('offsets the matched part of opposite bets and counts the rest', () => {
    expect(
      atRiskStake('dragon-tiger', [
        { spot: 'dragon', stake: 150 },
        { spot: 'tiger', stake: 150 },
      ]),
    ).toBe(0);
    expect(
      atRiskStake('dragon-tiger', [
        { spot: 'dragon', stake: 150 },
        { spot: 'tiger', stake: 100 },
        { spot: 'tie', stake: 10 },
      ]),
    ).toBe(60);
    expect(
      atRiskStake('baccarat', [
        { spot: 'player', stake: 70 },
        { spot: 'banker', stake: 70 },
        { spot: 'player-pair', stake: 5 },
      ]),
    ).toBe(5);
    expect(
      atRiskStake('andar-bahar', [
        { spot: 'andar', stake: 40 },
        { spot: 'bahar', stake: 90 },
      ]),
    ).toBe(50);
  });

  it('counts a one-sided bet in full, repeated spots added up', () => {
    expect(atRiskStake('dragon-tiger', [{ spot: 'dragon', stake: 300 }])).toBe(300);
    expect(
      atRiskStake('teen-patti', [
        { spot: 'ante', stake: 30 },
        { spot: 'pair-plus', stake: 20 },
      ]),
    ).toBe(50);
    expect(
      atRiskStake('dragon-tiger', [
        { spot: 'dragon', stake: 30 },
        { spot: 'dragon', stake: 20 },
        { spot: 'tiger', stake: 10 },
      ]),
    ).toBe(40);
  });
});

describe('table limits', () => {
  const limits = {
    spot: { min: 10, max: 100 },
    round: { min: 10, max: 150 },
    chips: [10, 50, 100],
  };

  it('takes bets at the limits and names the first limit broken', () => {
    expect(checkTableLimits(limits, [{ spot: 'a', stake: 10 }])).toBeNull();
    expect(
      checkTableLimits(limits, [
        { spot: 'a', stake: 100 },
        { spot: 'b', stake: 50 },
      ]),
    ).toBeNull();
    expect(checkTableLimits(limits, [{ spot: 'a', stake: 9 }])).toEqual({
      kind: 'spotMin',
      spot: 'a',
      limit: 10,
    });
    expect(
      checkTableLimits(limits, [
        { spot: 'a', stake: 60 },
        { spot: 'a', stake: 41 },
      ]),
    ).toEqual({
      kind: 'spotMax',
      spot: 'a',
      limit: 100,
    });
    expect(
      checkTableLimits(limits, [
        { spot: 'a', stake: 100 },
        { spot: 'b', stake: 51 },
      ]),
    ).toEqual({
      kind: 'roundMax',
      limit: 150,
    });
    expect(
      checkTableLimits({ ...limits, round: { min: 30, max: 150 } }, [{ spot: 'a', stake: 20 }]),
    ).toEqual({
      kind: 'roundMin',
      limit: 30,
    });
  });

  it('finds what is wrong with an operator configuration', () => {
    expect(tableLimitsProblem(limits)).toBeNull();
    expect(tableLimitsProblem({ ...limits, spot: { min: 200, max: 100 } })).toMatch(/spot.min/);
    expect(tableLimitsProblem({ ...limits, chips: [5, 50] })).toMatch(/chip 5/);
    expect(tableLimitsProblem({ ...limits, chips: [50, 10] })).toMatch(/ascending/);
    expect(tableLimitsProblem({ ...limits, chips: [] })).toMatch(/chips/);
    expect(tableLimitsProblem({ ...limits, round: { min: 1.5, max: 150 } })).toMatch(/whole/);
  });
});
