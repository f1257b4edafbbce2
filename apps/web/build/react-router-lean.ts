import type { Plugin } from 'vite';

/**
 * Lets the bundler drop the parts of react-router the app never uses.
 *
 * Why: we use the declarative router (BrowserRouter, Routes, Navigate, a few hooks), but
 * react-router ships one big module in which every component is created at the top level
 * (`var Link = React.forwardRef(…)`, `var X = React.createContext(…)`) and then given a
 * `displayName`. The bundler must treat those calls and property writes as side effects, so
 * Link, NavLink, Form and the framework-mode prefetching behind them stayed in the first load
 * although nothing imports them. Marking the calls pure and leaving out the display names
 * (only React DevTools reads them) lets unused ones go; what is used is unchanged.
 * `ENABLE_DEV_WARNINGS` is the one line in which react-router's development build (which its
 * package exports to bundlers) differs from its production build; this is a production build.
 */
export function reactRouterLean(): Plugin {
  return {
    name: 'cardroom:react-router-lean',
    apply: 'build',
    transform: {
      filter: { id: /\/node_modules\/react-router\/dist\/[^/]+\/[^/]+\.mjs$/ },
      handler(code) {
        const lean = code
          .replace(/^var ENABLE_DEV_WARNINGS = true;$/m, 'var ENABLE_DEV_WARNINGS = false;')
          .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
          .replace(
            /^(var [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm,
            '$1/* @__PURE__ */ $2',
          );
        return lean === code ? null : { code: lean, map: null };
      },
    },
  };
}
