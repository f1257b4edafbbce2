// @vitest-environment node
import qrcode from 'qrcode-generator';
import { describe, expect, it } from 'vitest';
import { qrPath } from './qrPath';

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
