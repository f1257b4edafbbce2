import type { Page } from '@playwright/test';

/** The app's own "no connection" text (en or id), shown when an answer was dropped. */
export const OFFLINE = /No connection\. Check your network|Tidak ada koneksi\. Periksa jaringan/;

/** The requestIds the page sends to one call, in order (a client idempotency key per intent). */
export function sentIds(page: Page, path: string): string[] {
  const ids: string[] = [];
  page.on('request', (req) => {
    if (!req.url().endsWith(path)) return;
    const body = req.postDataJSON() as { requestId?: string } | null;
    ids.push(body?.requestId ?? '(none)');
  });
  return ids;
}

/**
 * Lets the first call reach the server (which does the work) and then drops its answer, as a
 * phone losing the network would; later calls go through untouched.
 */
export async function dropFirstAnswer(page: Page, path: string) {
  let dropped = false;
  await page.route(`**${path}`, async (route) => {
    if (dropped) return route.continue();
    dropped = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
}
