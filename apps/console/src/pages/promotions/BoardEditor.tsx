import { rankingBoards } from '@cardroom/contract';
import { money, readAmount } from '../../money';
import {
  type BoardMinimum,
  type BoardRow,
  boardRowsOfDraft,
  nextBoard,
  nextPrize,
  type PrizeRow,
} from './boards';
import { RowsHead } from './RowsHead';
import { rowsDraft, type TableEditorProps, withoutRow, withRow } from './rows';

const PERIOD_NAMES: Record<string, string> = { day: 'Daily', week: 'Weekly', month: 'Monthly' };

/**
 * The prize boards of a ranking promotion as tables: one block per board (its period and what a
 * winner needs at the least), its prize rows (ranks from-to, the prize in the market's major
 * units, read back as the market writes money), boards and rows added and removed, each
 * problem under its board or row. The draft keeps the rows as text; `rulesOf` reads and checks
 * them when the form is sent.
 */
export function BoardEditor({
  value,
  sign,
  minimum,
  onChange,
  problem,
}: TableEditorProps & { minimum: BoardMinimum }) {
  const boards = boardRowsOfDraft(value);
  const set = (next: BoardRow[]) => onChange(rowsDraft(next));
  const edit = (b: number, change: Partial<BoardRow>) => set(withRow(boards, b, change));
  const setPrizes = (b: number, prizes: PrizeRow[]) => edit(b, { prizes });
  const added = nextBoard(boards);
  const minLabel =
    minimum === 'minBet'
      ? `Valid bet a winner needs (${sign}, 0 = none)`
      : 'Valid invitees a winner needs (0 = none)';
  return (
    <div className="wide board-editor">
      {boards.map((board, b) => {
        const name = `${PERIOD_NAMES[board.period] ?? board.period} board`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: boards have no identity but their place
          <section key={b} className="board" data-board={board.period} aria-label={name}>
            <div className="two">
              <label>
                Period
                <select value={board.period} onChange={(e) => edit(b, { period: e.target.value })}>
                  {rankingBoards.map((p) => (
                    <option key={p} value={p}>
                      {PERIOD_NAMES[p]}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                {minLabel}
                <input
                  inputMode={minimum === 'minBet' ? 'decimal' : 'numeric'}
                  value={board.minimum}
                  onChange={(e) => edit(b, { minimum: e.target.value })}
                />
              </label>
            </div>
            {problem(String(b))}
            <table aria-label={`${name}: prizes`}>
              <RowsHead columns={['From rank', 'To rank', `Prize (${sign})`]} actions="Remove" />
              <tbody>
                {board.prizes.map((p, i) => {
                  const read = readAmount(sign, p.amount);
                  const row = `${name}, row ${i + 1}`;
                  const change = (c: Partial<PrizeRow>) =>
                    setPrizes(b, withRow(board.prizes, i, c));
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
                    <tr key={i} data-prize={i}>
                      <td>
                        <input
                          aria-label={`${row}: from rank`}
                          inputMode="numeric"
                          value={p.fromRank}
                          onChange={(e) => change({ fromRank: e.target.value })}
                        />
                        {problem(`${b}.${i}`)}
                      </td>
                      <td>
                        <input
                          aria-label={`${row}: to rank`}
                          inputMode="numeric"
                          value={p.toRank}
                          onChange={(e) => change({ toRank: e.target.value })}
                        />
                      </td>
                      <td>
                        <input
                          aria-label={`${row}: prize`}
                          inputMode="decimal"
                          value={p.amount}
                          onChange={(e) => change({ amount: e.target.value })}
                        />
                        {read.ok ? <span className="muted">{money(sign, read.minor)}</span> : null}
                      </td>
                      <td>
                        <button
                          type="button"
                          className="secondary"
                          onClick={() => setPrizes(b, withoutRow(board.prizes, i))}
                        >
                          Remove row {i + 1}
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <div className="actions">
              <button
                type="button"
                className="secondary"
                onClick={() => setPrizes(b, [...board.prizes, nextPrize(board.prizes.at(-1))])}
              >
                Add a prize row
              </button>
              <button
                type="button"
                className="secondary"
                onClick={() => set(withoutRow(boards, b))}
              >
                Remove the {name.toLowerCase()}
              </button>
            </div>
          </section>
        );
      })}
      {problem(null)}
      <p className="muted">
        A period without a board pays nothing; ranks between rows win nothing.
      </p>
      <button
        type="button"
        className="secondary"
        disabled={!added}
        onClick={() => added && set([...boards, added])}
      >
        Add a board
      </button>
    </div>
  );
}
