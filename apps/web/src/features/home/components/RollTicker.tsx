import { Icon } from '../../../components/Icon';
import { useTranslation } from '../../../i18n';

/** The announcement line: one continuous marquee, paused for reduced-motion users by CSS. */
/** `messages` is undefined while loading: an empty ticker keeps its place so the page does not shift. */
export function RollTicker({
  messages,
}: {
  messages: Array<{ id: string; text: string }> | undefined;
}) {
  const { t } = useTranslation();
  if (messages === undefined) return <section className="ticker" aria-busy="true" />;
  if (messages.length === 0) return null;
  const line = messages.map((m) => m.text).join('   •   ');
  // Slower for longer text so the reading speed stays the same.
  const seconds = Math.max(12, line.length * 0.22);
  return (
    <section className="ticker" aria-label={t('home.announcements')} data-testid="roll-msg">
      <span className="ticker-icon">
        <Icon name="speaker" size={18} />
      </span>
      <div className="ticker-window">
        <p className="ticker-text" style={{ animationDuration: `${seconds}s` }}>
          {line}
        </p>
      </div>
    </section>
  );
}
