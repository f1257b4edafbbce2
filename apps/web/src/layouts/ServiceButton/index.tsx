import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { openService } from '../../service/openService';
import { clampPosition, type Point, startPosition, TAP_TOLERANCE } from './position';
import './ServiceButton.css';

const viewport = () => ({ w: window.innerWidth, h: window.innerHeight });

/** The floating, draggable customer-service button of the common layout. */
export function ServiceButton() {
  const { t } = useTranslation();
  const [pos, setPos] = useState<Point>(() => startPosition(viewport().w, viewport().h));
  const drag = useRef<{ start: Point; origin: Point; moved: boolean } | null>(null);

  useEffect(() => {
    const onResize = () => setPos((p) => clampPosition(p, viewport().w, viewport().h));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  return (
    <button
      type="button"
      className="service-fab"
      data-testid="service-button"
      aria-label={t('service.open')}
      style={{ transform: `translate3d(${pos.x}px, ${pos.y}px, 0)` }}
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture(e.pointerId);
        drag.current = { start: { x: e.clientX, y: e.clientY }, origin: pos, moved: false };
      }}
      onPointerMove={(e) => {
        const d = drag.current;
        if (!d) return;
        const dx = e.clientX - d.start.x;
        const dy = e.clientY - d.start.y;
        if (!d.moved && Math.hypot(dx, dy) < TAP_TOLERANCE) return;
        d.moved = true;
        setPos(
          clampPosition({ x: d.origin.x + dx, y: d.origin.y + dy }, viewport().w, viewport().h),
        );
      }}
      onPointerUp={() => {
        const d = drag.current;
        drag.current = null;
        if (d && !d.moved) openService();
      }}
      onPointerCancel={() => {
        drag.current = null;
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') openService();
      }}
    >
      <Icon name="service" size={26} />
    </button>
  );
}
