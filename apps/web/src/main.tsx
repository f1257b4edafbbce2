import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient } from './api/queryClient';
import { loadAppConfig } from './boot/bootstrap';
import { installErrorReporting } from './boot/errorReport';
import { nextTask } from './boot/nextTask';
import { initI18n } from './i18n';
import { pageMarket } from './lib/market';
import { HOME, isEntry } from './nav/pages';
import { AppRouter, prefetchFirstPage, preloadFirstPage } from './router';
import { applyLaunchParams, marketOf, useApp } from './stores/app';
import { applyMarketDefault, storedLang, useLanguage } from './stores/language';
import './styles/global.css';

/**
 * SPEC §9: rem follows the screen up to 960 px, so 1rem = 16 px at the 375 px design width.
 * Written as a percentage of the browser's own text size (not in px), so a player who sets a
 * larger text size gets larger text (WCAG 1.4.4): at the default 16 px it is the same 16 px.
 */
function setRootFontSize() {
  const width = Math.min(window.innerWidth, 960);
  document.documentElement.style.fontSize = `${(width / 375) * 100}%`;
}

async function start() {
  setRootFontSize();
  window.addEventListener('resize', setRootFontSize);
  installErrorReporting();
  applyLaunchParams(window.location.search);
  // The launch entry forwards to Home with its query (SPEC §2). Done before the first render, the
  // first screen renders once, as Home, not as the entry and then again as Home.
  if (isEntry(window.location.pathname)) {
    window.history.replaceState(window.history.state, '', `${HOME}${window.location.search}`);
  }
  // Each step below starts requests the first screen waits for, and costs the main thread a few
  // ms (a module preload is a <link> per chunk, a request is set up on the main thread). Run back
  // to back after the modules' evaluation they made one task of 200-300 ms at Lighthouse's 4x
  // CPU slowdown; a task each, the browser may paint and take input between them. The first
  // page's module goes first: its data and its render wait for it, not for the app config.
  await nextTask();
  preloadFirstPage(window.location.pathname);
  await nextTask();
  const config = loadAppConfig();
  // The market's language is the default until the player chooses (README: MARKET). The
  // server writes the market on the page; a page it did not write waits for gconfig.
  if (!storedLang() && !pageMarket()) {
    await config;
    applyMarketDefault(marketOf(useApp.getState()).code);
  }
  await nextTask();
  prefetchFirstPage(window.location.pathname, queryClient);
  await initI18n(useLanguage.getState().lang);

  const el = document.getElementById('app');
  if (!el) throw new Error('#app is missing');
  const root = createRoot(el);
  // A transition lets React yield while it builds the first screen, so the boot never holds the
  // main thread in one long task (the pre-script shell is already on screen).
  startTransition(() => {
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <AppRouter />
        </QueryClientProvider>
      </StrictMode>,
    );
  });
}

void start();
