import { formatOdds, type GameCodeField, type Locale, type TableInfo } from '@cardroom/contract';
import { GAMES, TEEN_PATTI_HANDS } from '@cardroom/games';
import { Sheet } from '../../../../components/Sheet';
import { useLocale } from '../../../../hooks/useLocale';
import { useMoney } from '../../../../hooks/useMoney';
import { useTranslation } from '../../../../i18n';

/** Ratio as players read it: 0.95:1 (0,95:1 in Indonesian), 11:1. */
export function ratio(p: { numerator: number; denominator: number }, lang: Locale): string {
  return formatOdds(p.numerator / p.denominator, lang);
}

/** Every spot's pays (Pair Plus by the player's hand: pay i is hand category i + 1) and the table limits, from the engine and the server. */
export function PayTable({
  code,
  table,
  onClose,
}: {
  code: GameCodeField;
  table: TableInfo;
  onClose: () => void;
}) {
  const locale = useLocale();
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Sheet title={t('games.payTable')} onClose={onClose} testId="pay-table">
      <div className="paytable">
        <table>
          <tbody>
            {GAMES[code].spots.map((s) =>
              s.pays.length === 1 ? (
                <tr key={s.id}>
                  <th scope="row">{t(`games.spots.${s.id}`)}</th>
                  <td>{ratio(s.pays[0] as { numerator: number; denominator: number }, locale)}</td>
                </tr>
              ) : (
                s.pays
                  .map((p, i) => ({ p, i }))
                  .sort((a, b) => a.p.numerator / a.p.denominator - b.p.numerator / b.p.denominator)
                  .map(({ p, i }) => (
                    <tr key={`${s.id}:${p.label}`} data-testid={`pay-${s.id}`}>
                      <th scope="row">
                        {t(`games.spots.${s.id}`)} ·{' '}
                        {t(`games.teenPattiHands.${TEEN_PATTI_HANDS[i + 1]}`)}
                      </th>
                      <td>{ratio(p, locale)}</td>
                    </tr>
                  ))
              ),
            )}
          </tbody>
        </table>
        <p className="paytable-rule">{t(`games.rules.${code}`)}</p>
        <dl className="paytable-limits">
          <dt>{t('games.limitSpot')}</dt>
          <dd>
            {money(table.spot.min, true)} – {money(table.spot.max, true)}
          </dd>
          <dt>{t('games.limitRound')}</dt>
          <dd>
            {money(table.round.min, true)} – {money(table.round.max, true)}
          </dd>
        </dl>
      </div>
    </Sheet>
  );
}
