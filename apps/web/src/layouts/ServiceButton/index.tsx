import { useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from '../../components/Icon';
import { useTranslation } from '../../i18n';
import { openService } from '../../service/openService';
import { obstaclesOnScreen } from './obstacles';
import { clampDrag, type Point, placeButton, startPosition, TAP_TOLERANCE } from './position';
import './ServiceButton.css';

/** How long DOM changes may gather before the button looks again where it may rest. */
const DEFER_MS = 150;

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });

/**
 * The floating, draggable customer-service button of the common layout. `want` is where the
 * player put it (the spec's start until a drag); where it rests is recomputed from what is on
 * screen whenever the page changes, scrolls or resizes, so it never sits on the tab bar, a
 * bottom dock or a primary button.
 */
export function ServiceButton() {
  const { t } = useTranslation();
  const ref = useRef<HTMLButtonElement>(null);
  const want = useRef<Point>(startPosition(window.innerWidth, window.innerHeight));
  const [pos, setPos] = useState<Point>(want.current);
  const [dragging, setDragging] = useState(false);
  const drag = useRef<{ start: Point; origin: Point; moved: boolean } | null>(null);

  const settle = useCallback(() => {
    if (drag.current?.moved) return;
    const next = placeButton(want.current, viewport(), obstaclesOnScreen(ref.current));
    setPos((p) => (p.x === next.x && p.y === next.y ? p : next));
  }, []);

  useEffect(() => {
    let frame = 0;
    let timer = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        settle();
      });
    };
    // DOM changes come in bursts (the first screen, a page, a query's answer) and each look
    // measures every control on screen, which makes the browser lay the page out then and
    // there. Looking once a burst has had DEFER_MS to land, instead of on every frame of it,
    // keeps that work out of the first screen's busiest moments.
    const scheduleAfterChanges = () => {
      if (timer) return;
      timer = window.setTimeout(() => {
        timer = 0;
        schedule();
      }, DEFER_MS);
    };
    const onResize = () => {
      const vp = viewport();
      want.current = clampDrag(want.current, vp.width, vp.height);
      schedule();
    };
    // Content arrives after navigation (queries, lazy pages): watch the DOM, not the route.
    const observer = new MutationObserver(scheduleAfterChanges);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['class', 'hidden', 'disabled', 'data-bottom-dock'],
    });
    window.addEventListener('resize', onResize);
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    schedule();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', onResize);
      window.removeEventListener('scroll', schedule, { capture: true });
      if (frame) cancelAnimationFrame(frame);
      if (timer) clearTimeout(timer);
    };
  }, [settle]);

  return (
    <button
      ref={ref}
      type="button"
      className={dragging ? 'service-fab is-dragging' : 'service-fab'}
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
        setDragging(true);
        const vp = viewport();
        setPos(clampDrag({ x: d.origin.x + dx, y: d.origin.y + dy }, vp.width, vp.height));
      }}
      onPointerUp={() => {
        const d = drag.current;
        drag.current = null;
        setDragging(false);
        if (d && !d.moved) {
          openService();
          return;
        }
        // Dropped: snap to the nearer side edge, clear of whatever it was dropped on.
        want.current = pos;
        settle();
      }}
      onPointerCancel={() => {
        drag.current = null;
        setDragging(false);
        settle();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') openService();
      }}
    >
      <Icon name="service" size={22} />
    </button>
  );
}
