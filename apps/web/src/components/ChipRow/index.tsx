import { useMoney } from '../../hooks/useMoney';
import { useTranslation } from '../../i18n';

/**
 * A table's chips (the solo and the live tables draw the same row). Each shows the app's compact
 * money form without the sign (it is on the balance); the name read aloud starts with what is
 * shown ("5K, Rp 5,000"): WCAG 2.5.3, label in name.
 */
export function ChipRow({
  chips,
  chip,
  onPick,
  testIdPrefix,
}: {
  chips: readonly number[];
  chip: number;
  onPick: (chip: number) => void;
  /** `chip-` (solo) or `live-chip-`: the specs find a chip by its amount. */
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <fieldset className="gt-chips" aria-label={t('games.chip')}>
      {chips.map((c) => {
        const shown = money(c, { compact: true, bare: true });
        return (
          <button
            key={c}
            type="button"
            aria-pressed={chip === c}
            aria-label={`${shown}, ${money(c)}`}
            className={chip === c ? 'gt-chip is-active' : 'gt-chip'}
            data-testid={`${testIdPrefix}${c}`}
            onClick={() => onPick(c)}
          >
            {shown}
          </button>
        );
      })}
    </fieldset>
  );
}
