import type { Plugin } from 'vite';

/**
 * Puts the entry stylesheet (a few KB) straight into index.html. As a <link> it blocks the
 * first paint while it shares the connection with the module preloads; inline, the page
 * paints as soon as the HTML arrives. Lazy pages keep their own stylesheet files.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'cardroom:inline-entry-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string') return;
      let source = html.source;
      for (const m of source.matchAll(
        /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
      )) {
        const css = bundle[m[1] ?? ''];
        if (css?.type !== 'asset') continue;
        const text =
          typeof css.source === 'string' ? css.source : Buffer.from(css.source).toString();
        // `</style` cannot occur in CSS Vite emits, but a stray one must not end the tag early.
        source = source.replace(m[0], `<style>${text.replace(/<\/style/gi, '<\\/style')}</style>`);
      }
      html.source = source;
    },
  };
}
