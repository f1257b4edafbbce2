import qrcode from 'qrcode-generator';
import { describe, expect, it } from 'vitest';
import {
  canClaimRebate,
  canShare,
  type Programme,
  percentOfBps,
  qrPath,
  STATUS_ORDER,
  statusLabelKey,
  statusTone,
  validConditions,
} from './rules';

const programme: Programme = {
  live: true,
  rewardPerPair: 5_000_000,
  needsPhone: true,
  minDeposit: 5_000_000,
  withinDays: 7,
  rebateBps: 50,
  payoutTime: '05:00 IST',
};

/** Reads a path made of `M x y h w v1 h-w z` runs back into the set of dark cells. */
function cellsOf(path: string): Set<string> {
  const cells = new Set<string>();
  for (const m of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)) {
    const [x, y, w, back] = [m[1], m[2], m[3], m[4]].map(Number) as [
      number,
      number,
      number,
      number,
    ];
    expect(back).toBe(w);
    for (let i = 0; i < w; i++) cells.add(`${y},${x + i}`);
  }
  return cells;
}

describe('invitee statuses', () => {
  it('run in the order an invitee moves through them (SPEC §4)', () => {
    expect(STATUS_ORDER).toEqual(['under_review', 'pass', 'claimable', 'reclaim', 'claim']);
  });

  it('paid reads as done, ReClaim as stopped, the rest as still moving', () => {
    expect(STATUS_ORDER.map(statusTone)).toEqual([
      'pending',
      'pending',
      'pending',
      'failed',
      'success',
    ]);
    expect(statusLabelKey('reclaim')).toBe('earn.status.reclaim');
  });
});

describe('percentOfBps', () => {
  it('writes basis points as a percentage in the language’s number style', () => {
    expect(percentOfBps(50, 'en')).toBe('0.5%');
    expect(percentOfBps(50, 'ind')).toBe('0,5%');
    expect(percentOfBps(1_000, 'en')).toBe('10%');
    expect(percentOfBps(1, 'en')).toBe('0.01%');
    expect(percentOfBps(1_234, 'ind')).toBe('12,34%');
  });
});

describe('validConditions', () => {
  it('lists a bound phone and the deposit within the window when the operator asks for both', () => {
    expect(validConditions(programme)).toEqual([
      { key: 'phone' },
      { key: 'depositWithin', minDeposit: 5_000_000, days: 7 },
    ]);
  });

  it('leaves out what the operator does not ask for', () => {
    expect(validConditions({ ...programme, needsPhone: false, withinDays: 0 })).toEqual([
      { key: 'deposit', minDeposit: 5_000_000 },
    ]);
    expect(validConditions({ ...programme, minDeposit: 0 })).toEqual([{ key: 'phone' }]);
    expect(validConditions({ ...programme, needsPhone: false, minDeposit: 0 })).toEqual([]);
  });
});

describe('claim and share', () => {
  it('the rebate can be claimed only when something accrued, held or not', () => {
    expect(canClaimRebate({ claimable: 0, claimed: 100, held: false })).toBe(false);
    expect(canClaimRebate({ claimable: 1, claimed: 0, held: false })).toBe(true);
    // Held: the tap goes to the server, whose refusal says why.
    expect(canClaimRebate({ claimable: 1, claimed: 0, held: true })).toBe(true);
  });

  it('Share only where the Web Share API exists', () => {
    expect(canShare(undefined)).toBe(false);
    expect(canShare({} as Pick<Navigator, 'share'>)).toBe(false);
    expect(canShare({ share: async () => {} })).toBe(true);
  });
});

describe('qrPath', () => {
  it('draws exactly the dark modules of a real QR code of an invite link', () => {
    const qr = qrcode(0, 'M');
    qr.addData('https://cardroom.example/?invite_code=AB12CD34', 'Byte');
    qr.make();
    const n = qr.getModuleCount();
    const cells = cellsOf(qrPath(n, (r, c) => qr.isDark(r, c)));
    let dark = 0;
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        expect(cells.has(`${r},${c}`)).toBe(qr.isDark(r, c));
        if (qr.isDark(r, c)) dark++;
      }
    }
    expect(cells.size).toBe(dark);
    // The top-left finder pattern's outer ring: a full dark row of 7.
    expect(qrPath(n, (r, c) => qr.isDark(r, c))).toMatch(/^M0 0h7v1h-7z/);
  });

  it('joins a row’s run into one rectangle and draws nothing for a blank grid', () => {
    expect(qrPath(3, (r, c) => r === 1 && c > 0)).toBe('M1 1h2v1h-2z');
    expect(qrPath(3, () => false)).toBe('');
  });
});
