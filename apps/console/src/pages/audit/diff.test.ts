import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../settings/schema';
import { changedPaths, isMoneyPath, shownValue } from './diff';

describe('changedPaths', () => {
  it('lists only the leaves that changed, by path, in document order', () => {
    const before = { enabled: true, limits: { min: 10_000, max: 500_000 }, days: [1, 2] };
    const after = { enabled: true, limits: { min: 10_000, max: 750_000 }, days: [1, 3, 4] };
    expect(changedPaths(before, after)).toEqual([
      { path: 'limits.max', before: 500_000, after: 750_000 },
      { path: 'days.1', before: 2, after: 3 },
      { path: 'days.2', before: undefined, after: 4 },
    ]);
  });

  it('is empty when nothing changed, and lists added and removed fields', () => {
    expect(changedPaths({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toEqual([]);
    expect(changedPaths({ a: 1, gone: 'x' }, { a: 1, added: false })).toEqual([
      { path: 'gone', before: 'x', after: undefined },
      { path: 'added', before: undefined, after: false },
    ]);
  });

  it('lists every leaf of a creation (nothing before) and of a plain value change', () => {
    expect(changedPaths(null, { login: 'rina', role: 'finance' })).toEqual([
      { path: 'login', before: undefined, after: 'rina' },
      { path: 'role', before: undefined, after: 'finance' },
    ]);
    expect(changedPaths('pending', 'approved')).toEqual([
      { path: '', before: 'pending', after: 'approved' },
    ]);
  });

  it('opens JSON kept in a string (chargeInfo.agentsV2) and compares its inside', () => {
    const agents = (name: string) => JSON.stringify([{ id: 'agent-1', name }]);
    expect(
      changedPaths({ agentsV2: agents('Agent Rina') }, { agentsV2: agents('Agent Sari') }),
    ).toEqual([{ path: 'agentsV2.0.name', before: 'Agent Rina', after: 'Agent Sari' }]);
  });
});

describe('money in a change', () => {
  const schema: JsonSchema = {
    type: 'object',
    properties: {
      levels: {
        type: 'array',
        items: {
          type: 'object',
          properties: { level: { type: 'integer' }, reward: { type: 'integer', 'x-money': true } },
        },
      },
    },
  };

  it('is read from the setting’s schema, else from the snapshot’s money field names', () => {
    expect(isMoneyPath('levels.3.reward', schema)).toBe(true);
    expect(isMoneyPath('levels.3.level', schema)).toBe(false);
    expect(isMoneyPath('levels.x.reward', schema)).toBe(false);
    expect(isMoneyPath('amount', undefined)).toBe(true);
    expect(isMoneyPath('payoutAttempt', undefined)).toBe(false);
  });

  it('is written in the market’s format; other values as compact JSON', () => {
    expect(shownValue(5_000_000, true, 'ID')).toBe('Rp 50.000');
    expect(shownValue(123_456_750, true, 'IN')).toBe('₹12,34,567.50');
    expect(shownValue(5_000_000, false, 'ID')).toBe('5000000');
    expect(shownValue(undefined, true, 'ID')).toBe('—');
    expect(shownValue('approved', false, 'IN')).toBe('approved');
    expect(shownValue({ a: 1 }, false, 'IN')).toBe('{"a":1}');
  });
});
