import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { type ReactElement, Suspense } from 'react';
import { vi } from 'vitest';
import { i18n } from '../i18n';
import en from '../i18n/locales/en';
import ind from '../i18n/locales/ind';
import { LocationProvider, memoryLocation } from '../nav';
import { type LangKey, storeLang } from '../stores/language';

/** The app's translator with the real texts, loaded eagerly (tests need no lazy chunks). */
export async function useLanguageForTest(lang: LangKey): Promise<void> {
  storeLang(lang);
  if (!i18n.hasLanguage(lang)) i18n.load(lang, lang === 'en' ? en : ind);
  i18n.changeLanguage(lang);
}

export function renderPage(
  ui: ReactElement,
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  // The app shell holds every page in a Suspense boundary, and lazy parts need one.
  return render(
    <QueryClientProvider client={client}>
      <Suspense fallback={null}>{ui}</Suspense>
    </QueryClientProvider>,
  );
}

/**
 * fetch is the app's only way out: the stub answers each call with what the server would send
 * for that path and body (an envelope: `answerOk(data)` or `answerFail()`).
 */
export function stubServer(
  answer: (path: string, body: Record<string, unknown>) => object | Promise<object>,
) {
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    return new Response(JSON.stringify(await answer(url, body)), { status: 200 });
  });
}

export const answerOk = (resultData: unknown) => ({ state: '200', msg: '', resultData });
export const answerFail = (state = '500', msg = 'Server busy') => ({ state, msg });

/** A page in the player's language, at `url`, with a fresh query cache. */
export async function openPage(lang: LangKey, page: ReactElement, url = '/', client?: QueryClient) {
  // biome-ignore lint/correctness/useHookAtTopLevel: not a React hook, it switches the translator's language for the test.
  await useLanguageForTest(lang);
  return renderPage(
    <LocationProvider source={memoryLocation(url)}>{page}</LocationProvider>,
    client,
  );
}

/**
 * Lets the last tap's handler finish, as the time between two real taps does: a form drops a
 * submit while the last one's handler is still running (`FormStack`).
 */
export const betweenTaps = () => new Promise((resolve) => setTimeout(resolve, 0));

/** After each page test: unmount and put the real fetch back. */
export function resetPage() {
  cleanup();
  vi.unstubAllGlobals();
}
