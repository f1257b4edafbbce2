import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient } from './api/queryClient';
import { loadAppConfig } from './boot/bootstrap';
import { installErrorReporting } from './boot/errorReport';
import { initI18n } from './i18n';
import { pageMarket } from './lib/market';
import { HOME, isEntry } from './nav/pages';
import { AppRouter, prefetchFirstPage, preloadFirstPage } from './router';
import { applyLaunchParams, marketOf, useApp } from './stores/app';
import { applyMarketDefault, storedLang, useLanguage } from './stores/language';
import './styles/global.css';

/** SPEC §9: rem follows the screen up to 960 px, so 1rem = 16 px at the 375 px design width. */
function setRootFontSize() {
  const width = Math.min(window.innerWidth, 960);
  document.documentElement.style.fontSize = `${width / 23.4375}px`;
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
  const config = loadAppConfig();
  preloadFirstPage(window.location.pathname);
  // The market's language is the default until the player chooses (README: MARKET). The
  // server writes the market on the page; a page it did not write waits for gconfig.
  if (!storedLang() && !pageMarket()) {
    await config;
    applyMarketDefault(marketOf(useApp.getState()).code);
  }
  prefetchFirstPage(window.location.pathname, queryClient);
  await initI18n(useLanguage.getState().lang);

  const el = document.getElementById('app');
  if (!el) throw new Error('#app is missing');
  // `react-dom/client` is Preact's compatibility layer here (vite.config.ts); it renders the
  // first screen in one pass, which takes less time than React's sliced render did
  // (docs/ARCHITECTURE.md, Deviations).
  createRoot(el).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AppRouter />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
