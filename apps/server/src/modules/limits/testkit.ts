import { api, type LimitsState, type LimitView } from '@cardroom/contract';
import { expect } from 'vitest';
import { resultData } from '../../../test/factories.js';
import type { TestApp } from '../../../test/harness.js';

/** Test helpers shared by the limits tests (imported only from *.test.ts files). */

export async function setLimit(
  t: TestApp,
  sign: string,
  kind: LimitView['kind'],
  period: LimitView['period'],
  value: number | null,
): Promise<LimitsState> {
  return resultData<LimitsState>(await t.call(api.limitsSet, { kind, period, value }, { sign }));
}

export async function limitsOf(t: TestApp, sign: string): Promise<LimitsState> {
  return resultData<LimitsState>(await t.call(api.limitsInfo, {}, { sign }));
}

export function limitIn(
  state: LimitsState,
  kind: LimitView['kind'],
  period: LimitView['period'],
): LimitView {
  const found = state.limits.find((l) => l.kind === kind && l.period === period);
  expect(found, `${kind}/${period}`).toBeDefined();
  return found as LimitView;
}
