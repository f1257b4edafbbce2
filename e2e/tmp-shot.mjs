import { chromium } from 'playwright-core';

const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [w, h, port] of [
  [375, 812, 8299],
  [320, 640, 8299],
  [375, 812, 8298],
]) {
  const ctx = await b.newContext({ viewport: { width: w, height: h }, deviceScaleFactor: 2 });
  const p = await ctx.newPage();
  await p.goto(`http://localhost:${port}/pages/home/Home`, { waitUntil: 'networkidle' });
  await p.evaluate(() => document.querySelector('.lobby-grid')?.scrollIntoView());
  await p.waitForTimeout(300);
  await p.screenshot({ path: `/tmp/home-${w}-${port}.png` });
  await ctx.close();
}
await b.close();
