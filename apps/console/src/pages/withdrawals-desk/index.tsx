import {
  consoleApi,
  type DeskWithdrawal,
  deskWithdrawStates,
  riskRuleNames,
} from '@cardroom/contract/console';
import { type FormEvent, useCallback, useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../api';
import { ConfirmDialog } from '../../ConfirmDialog';
import { useConsolePages } from '../../data';
import { useDecision } from '../../decision';
import { ExportButton } from '../../ExportButton';
import { money } from '../../money';
import { byCursor } from '../../paging';
import { Done, queryState } from '../../QueryState';
import { ReasonDialog } from '../../ReasonDialog';
import { RISK_RULE_LABELS } from '../../RiskFacts';
import { REASONS } from '../../reason';
import { DeskDrawer } from './DeskDrawer';
import { DeskTable, type Sort } from './DeskTable';
import { type DeskFilters, EMPTY_FORM, type FilterForm, STATE_LABELS, toFilters } from './filters';

const PAGE_SIZE = 100;
const REFRESH = [consoleApi.consoleWithdrawalsDesk, consoleApi.consoleWithdrawalDetail];

type Act =
  | { kind: 'retry' }
  | { kind: 'refund'; reason: string }
  | { kind: 'bulk'; orderNos: string[] };
type Target = { orderNo: string; amount: number };
type Outcome = { orderNo?: string; items?: { outcome: 'approved' | 'fourEyes' | 'notWaiting' }[] };

/**
 * The payments desk, withdrawals: every order in every state, filtered, searched and sorted
 * on the server, read page by page as the operator scrolls; a drawer with an order's history;
 * retry or refund a failed payout; approve a selection of waiting orders (those over the
 * four-eyes threshold become requests a second operator decides).
 */
export function WithdrawalsDeskPage() {
  const [form, setForm] = useState<FilterForm>(EMPTY_FORM);
  const [filters, setFilters] = useState<DeskFilters>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sort, setSort] = useState<Sort>({ sort: 'createdAt', dir: 'desc' });
  const [open, setOpen] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const query = useConsolePages(
    consoleApi.consoleWithdrawalsDesk,
    { ...filters, ...sort, pageSize: PAGE_SIZE },
    byCursor,
  );
  const first = query.data?.pages[0];
  const sign = first?.currencySign ?? '';
  const rows = query.data?.pages.flatMap((p) => p.rows) ?? [];
  const total = first?.total ?? 0;

  const acts = useDecision(
    (target: Target, act: Act): Promise<Outcome> => {
      if (act.kind === 'retry') {
        return call(consoleApi.consoleWithdrawalRetry, { orderNo: target.orderNo });
      }
      if (act.kind === 'refund') {
        return call(consoleApi.consoleWithdrawalRefund, {
          orderNo: target.orderNo,
          reason: act.reason,
        });
      }
      return call(consoleApi.consoleWithdrawalBulkApprove, { orderNos: act.orderNos });
    },
    {
      refresh: REFRESH,
      said: (result, target, act) => {
        if (act.kind === 'retry') return `Sent ${target.orderNo} to the gateway again.`;
        if (act.kind === 'refund') {
          return `Refunded ${target.orderNo}: ${money(sign, target.amount)} back on the player’s balance.`;
        }
        setSelected(new Set());
        const items = result.items ?? [];
        const n = (o: string) => items.filter((i) => i.outcome === o).length;
        return `Approved ${n('approved')}; sent to four-eyes ${n('fourEyes')}; no longer waiting ${n('notWaiting')}.`;
      },
    },
  );

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const read = toFilters(sign, form);
    if (!read.ok) return setFormError(read.error);
    setFormError(null);
    setSelected(new Set());
    setFilters(read.filters);
  };
  const field = (key: keyof FilterForm) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value }),
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const chosen = rows.filter((r) => selected.has(r.orderNo));
  const target = acts.open?.item;

  return (
    <section aria-labelledby="desk-title">
      <h1 id="desk-title">Withdrawals desk</h1>
      <p>
        <Link to="/withdrawals">Review queue with each player’s context</Link>
      </p>
      <Done text={acts.done} />
      <form className="filters" onSubmit={apply} aria-label="Filters">
        <label>
          Search
          <input type="search" placeholder="Order, payout no., player uid, phone" {...field('q')} />
        </label>
        <label>
          State
          <select {...field('state')}>
            <option value="">Any</option>
            {deskWithdrawStates.map((s) => (
              <option key={s} value={s}>
                {STATE_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Method
          <select {...field('method')}>
            <option value="">Any</option>
            <option value="bank">Bank</option>
            <option value="ewallet">E-wallet</option>
          </select>
        </label>
        <label>
          Amount from
          <input inputMode="decimal" {...field('amountMin')} />
        </label>
        <label>
          Amount to
          <input inputMode="decimal" {...field('amountMax')} />
        </label>
        <label>
          Asked from (market day)
          <input type="date" {...field('from')} />
        </label>
        <label>
          Asked to (market day)
          <input type="date" {...field('to')} />
        </label>
        <label>
          VIP level
          <input inputMode="numeric" {...field('vipLevel')} />
        </label>
        <label>
          Risk flag
          <select {...field('risk')}>
            <option value="">Any or none</option>
            <option value="flagged">Any flag</option>
            {riskRuleNames.map((r) => (
              <option key={r} value={r}>
                {RISK_RULE_LABELS[r]}
              </option>
            ))}
          </select>
        </label>
        <div className="actions">
          <button type="submit">Show</button>
          <button
            type="button"
            onClick={() => {
              setForm(EMPTY_FORM);
              setFilters({});
              setFormError(null);
            }}
          >
            Clear
          </button>
        </div>
        {formError ? (
          <p role="alert" className="error">
            {formError}
          </p>
        ) : null}
      </form>
      <div className="desk-bar">
        <span data-testid="desk-total">
          {total} {total === 1 ? 'order' : 'orders'}
        </span>
        <button
          type="button"
          disabled={chosen.length === 0}
          onClick={() => acts.start('bulk', { orderNo: '', amount: 0 })}
        >
          Approve selected ({chosen.length})
        </button>
        <ExportButton
          endpoint={consoleApi.consoleWithdrawalsExport}
          payload={{ ...filters, ...sort }}
        />
      </div>
      {queryState(query, 'Loading withdrawals…') ??
        (total === 0 ? (
          <p className="notice">No withdrawal matches.</p>
        ) : (
          <DeskTable
            rows={rows}
            total={total}
            sign={sign}
            sort={sort}
            onSort={setSort}
            hasMore={hasNextPage}
            loadingMore={isFetchingNextPage}
            loadMore={loadMore}
            selected={selected}
            onSelect={(no, on) => {
              const next = new Set(selected);
              if (on) next.add(no);
              else next.delete(no);
              setSelected(next);
            }}
            onOpen={setOpen}
          />
        ))}
      {open ? (
        <DeskDrawer
          orderNo={open}
          sign={sign}
          onClose={() => setOpen(null)}
          onRetry={(o: DeskWithdrawal) => acts.start('retry', o)}
          onRefund={(o: DeskWithdrawal) => acts.start('refund', o)}
        />
      ) : null}
      {target && acts.open?.kind === 'retry' ? (
        <ConfirmDialog
          title={`Retry the payout of ${target.orderNo}?`}
          confirmLabel="Send again"
          canConfirm
          onConfirm={() => acts.decide(target, { kind: 'retry' })}
          {...acts.dialog}
        >
          <p>
            The gateway is asked again, under the order’s next payout reference, to pay{' '}
            {money(sign, target.amount)} (less the fee). It is sent once, whoever else presses.
          </p>
        </ConfirmDialog>
      ) : null}
      {target && acts.open?.kind === 'refund' ? (
        <ReasonDialog
          title={`Refund ${target.orderNo}?`}
          confirmLabel="Refund to balance"
          label="the player reads it in their inbox"
          rule={REASONS.withdrawalRefund}
          danger
          onConfirm={(reason) => acts.decide(target, { kind: 'refund', reason })}
          {...acts.dialog}
        >
          <p>{money(sign, target.amount)} goes back on the player’s balance.</p>
        </ReasonDialog>
      ) : null}
      {acts.open?.kind === 'bulk' ? (
        <ConfirmDialog
          title={`Approve ${chosen.length} withdrawals?`}
          confirmLabel="Approve selected"
          canConfirm={chosen.length > 0}
          onConfirm={() =>
            acts.decide(
              { orderNo: '', amount: 0 },
              { kind: 'bulk', orderNos: chosen.map((c) => c.orderNo) },
            )
          }
          {...acts.dialog}
        >
          <p>
            {money(
              sign,
              chosen.reduce((s, c) => s + c.amount, 0),
            )}{' '}
            in all. Each order over the four-eyes threshold becomes a request a second operator
            decides; the others go to the gateway now.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
