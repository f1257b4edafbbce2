import './GameArt.css';
import type { GameCodeField } from '@cardroom/contract';

// The art's own files, as text in the lobby's chunk (about 2 KB gzipped for the four).
const ART = import.meta.glob<string>('../art/*.svg', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * Each game's lobby artwork: what the table looks like at a glance, drawn in the project as
 * SVG files (`features/games/art/<code>.svg`) and put into the page as markup. As `<img>`
 * files each tile was an SVG document of its own that the main thread built, styled, laid
 * out and painted (tasks of 10-20 ms in a trace of Home, four of them after the first paint);
 * inline, the tiles are a few dozen elements of the page (docs/ARCHITECTURE.md).
 */
export function GameArt({ code }: { code: GameCodeField }) {
  const svg = ART[`../art/${code}.svg`];
  if (!svg) return null;
  return (
    <span
      className="game-art"
      aria-hidden="true"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the project's own SVG files, bundled at build time; no player or server text.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
