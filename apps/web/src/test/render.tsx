import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { type ReactElement, Suspense } from 'react';
import { beforeAll, vi } from 'vitest';
import { i18n } from '../i18n';
import en from '../i18n/locales/en';
import ind from '../i18n/locales/ind';
import { LocationProvider, memoryLocation } from '../nav';
import { type LangKey, storeLang } from '../stores/language';
import { answerProblem, contractReady } from './contract-check';

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

// Every file that renders pages loads the contract's checker before its first test.
beforeAll(contractReady, 180_000);

/** Checks of stubbed answers still running, and the answers the contract refused. */
const checks: Promise<void>[] = [];
const drifted: string[] = [];

/**
 * fetch is the app's only way out: the stub answers each call with what the server would send
 * for that path and body (an envelope: `answerOk(data)` or `answerFail()`). Every answer is
 * checked against the endpoint's response schema in the contract (contract-check.ts), beside
 * the page rather than before it (the check runs in another thread and must not slow the page
 * under test); `resetPage` waits for the checks and fails the test on one the server could not send.
 */
export function stubServer(
  answer: (path: string, body: Record<string, unknown>) => object | Promise<object>,
) {
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    const sent = await answer(url, body);
    checks.push(
      answerProblem(url, sent).then((problem) => {
        if (problem) drifted.push(problem);
      }),
    );
    return new Response(JSON.stringify(sent), { status: 200 });
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

/** After each page test: unmount, put the real fetch back, fail if a stub drifted. */
export async function resetPage() {
  cleanup();
  vi.unstubAllGlobals();
  await Promise.all(checks.splice(0));
  const problems = drifted.splice(0);
  if (problems.length > 0) {
    throw new Error(`stubServer answered what the server cannot send:\n${problems.join('\n')}`);
  }
}
