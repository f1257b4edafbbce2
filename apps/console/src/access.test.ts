import { consoleApi } from '@cardroom/contract/console';
import { describe, expect, it } from 'vitest';
import { allows, rolesOf } from './access';

describe('allows', () => {
  it('follows the roles the endpoint names', () => {
    // Identity checks: owner and support decide, finance only reads the queue.
    expect(allows(consoleApi.consoleKycApprove, 'support')).toBe(true);
    expect(allows(consoleApi.consoleKycApprove, 'finance')).toBe(false);
    expect(allows(consoleApi.consoleKycQueue, 'finance')).toBe(true);
    // Four-eyes requests: marketing sees the list, only owner and finance decide.
    expect(allows(consoleApi.consoleApprovalsList, 'marketing')).toBe(true);
    expect(allows(consoleApi.consoleApprovalApprove, 'marketing')).toBe(false);
    expect(allows(consoleApi.consoleApprovalApprove, 'finance')).toBe(true);
  });

  it('allows nothing without a role', () => {
    expect(allows(consoleApi.consoleKycQueue, undefined)).toBe(false);
  });

  it('gives no role the sign-in call (it is made signed out)', () => {
    expect(rolesOf(consoleApi.consoleSignIn)).toEqual([]);
    expect(allows(consoleApi.consoleSignIn, 'owner')).toBe(false);
  });
});
