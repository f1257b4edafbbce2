// @vitest-environment node
import { MARKETS } from '@cardroom/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { useApp } from '../stores/app';
import { formatTime } from './time';

describe('formatTime', () => {
  it('shows the date and the minute in the player language', () => {
    const iso = '2026-11-21T13:45:30.000Z';
    const en = formatTime(iso, 'en', 'ID');
    const ind = formatTime(iso, 'ind', 'ID');
    expect(en).toMatch(/Nov 21, 2026/);
    expect(ind).toMatch(/21 Nov 2026/);
    expect(en).not.toMatch(/:30/);
  });

  it("reads the market's clock, whatever the device's zone", () => {
    // 17:30 UTC is 00:30 the next day in Jakarta (UTC+7) and 23:00 the same day in Kolkata (UTC+5:30).
    const iso = '2026-11-21T17:30:00.000Z';
    expect(formatTime(iso, 'en', 'ID')).toBe('Nov 22, 2026, 12:30 AM');
    expect(formatTime(iso, 'ind', 'ID')).toBe('22 Nov 2026, 00.30');
    expect(formatTime(iso, 'en', 'IN')).toBe('Nov 21, 2026, 11:00 PM');
  });

  describe('without a market given', () => {
    const before = useApp.getState();
    afterEach(() => useApp.setState(before, true));

    it("uses the page's market", () => {
      const iso = '2026-11-21T17:30:00.000Z';
      useApp.setState({ appConfig: null, phoneNumberPrefix: MARKETS.IN.phonePrefix });
      expect(formatTime(iso, 'en')).toBe('Nov 21, 2026, 11:00 PM');
      useApp.setState({ appConfig: null, phoneNumberPrefix: MARKETS.ID.phonePrefix });
      expect(formatTime(iso, 'en')).toBe('Nov 22, 2026, 12:30 AM');
    });
  });

  it('passes through what is not a time, and shows nothing for nothing', () => {
    expect(formatTime('', 'en', 'IN')).toBe('');
    expect(formatTime('soon', 'en', 'IN')).toBe('soon');
  });
});
