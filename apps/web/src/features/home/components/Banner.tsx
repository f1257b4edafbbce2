import type { api, ResultOf } from '@cardroom/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { openLink } from '../../../nav/open';

type Banner = ResultOf<typeof api.bannerList>[number];

export const SWIPER_INTERVAL_MS = 5000;
export const SWIPER_DURATION_MS = 500;

/** Auto-advancing carousel (SPEC §9: 5000 ms interval, 500 ms slide). */
/** `banners` is undefined while loading: the box is drawn at its final size so nothing below moves. */
export function BannerCarousel({ banners }: { banners: Banner[] | undefined }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const count = banners?.length ?? 0;
  // Slides before `armed` have their art. The first screen fetches the first banner only, and
  // each next one halfway through the slide before it, so it is there before it slides in.
  // `loading="lazy"` does not hold them back: a carousel's slides sit beside the screen.
  const [armed, setArmed] = useState(1);

  useEffect(() => {
    if (count < 2) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % count), SWIPER_INTERVAL_MS);
    return () => clearInterval(id);
  }, [count]);

  useEffect(() => {
    if (armed >= count || armed > index + 1) return;
    const id = setTimeout(() => setArmed(index + 2), SWIPER_INTERVAL_MS / 2);
    return () => clearTimeout(id);
  }, [armed, count, index]);

  if (banners === undefined) return <section className="banner" aria-busy="true" />;
  if (count === 0) return null;
  return (
    <section className="banner" aria-roledescription="carousel" aria-label={t('home.banners')}>
      <div
        className="banner-track"
        style={{
          transform: `translateX(-${index * 100}%)`,
          transitionDuration: `${SWIPER_DURATION_MS}ms`,
        }}
      >
        {banners.map((b, i) => (
          <button
            type="button"
            key={b.id}
            className="banner-slide"
            aria-hidden={i !== index}
            tabIndex={i === index ? 0 : -1}
            data-testid={`banner-${i}`}
            onClick={() => openLink(b.link)}
          >
            {b.imageUrl && i < armed && !failed.has(b.id) && (
              <img src={b.imageUrl} alt="" onError={() => setFailed((f) => new Set(f).add(b.id))} />
            )}
            {/* The title is text over the art, so it follows the player's language. */}
            <span className="banner-title">{b.title}</span>
          </button>
        ))}
      </div>
      {count > 1 && (
        <div className="banner-dots">
          {banners.map((b, i) => (
            <span key={b.id} className={i === index ? 'is-active' : undefined} />
          ))}
        </div>
      )}
    </section>
  );
}
