import './GameArt.css';
import type { GameCodeField } from '@cardroom/contract';

/**
 * Each game's lobby artwork: what the table looks like at a glance, drawn in the project as
 * SVG files (`public/games/<code>.svg`). Images, not inline markup, so the art costs the first
 * load no JavaScript (the Home page's script budget is 130 KB gzipped).
 */
export function GameArt({ code }: { code: GameCodeField }) {
  return (
    <img
      className="game-art"
      src={`/games/${code}.svg`}
      alt=""
      width="120"
      height="72"
      decoding="async"
      loading="lazy"
    />
  );
}
