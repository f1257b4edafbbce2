import type { Deps } from '../deps.js';
import { OperatorError } from '../http/errors.js';
import {
  createGiftCode,
  createPromotion,
  disableGiftCode,
  editPromotion,
  listGiftCodes,
  listPromotions,
  type PromotionInput,
  promotionGrants,
  promotionSpend,
  setPromotionStatus,
} from '../modules/promo/index.js';
import { flag, option } from './args.js';
import { amountOption, refusalsExit } from './commands.js';
import { opsMoney } from './money.js';

export const PROMO_USAGE = `Usage: npm run ops -- promo <command>

  promo list                            every promotion of the market (id, kind, status, dates, spend)
  promo create --kind checkin|first_deposit|gift_code|ranking|rebate|signup|invite_ranking --rules '<json>'
               --title-en <text> --title-id <text> --rules-text-en <text> --rules-text-id <text>
               [--summary-en <text> --summary-id <text>] [--starts <ISO time>] [--ends <ISO time>]
               [--wagering <multiple>] [--budget <amount>] [--sort <n>] [--banner <url>] [--live]
                                        a new promotion (draft unless --live); rules are checked
                                        against the kind (amounts in the rules JSON: minor units)
  promo edit <id> [any create option but --kind and --live]
  promo pause <id> | resume <id> | end <id>
                                        ending also cancels the rewards still waiting for a claim
  promo grants <id> [--limit <n>]       the newest rewards of a promotion and their states
  promo spend <id>                      budget, spent, rewards by state
  promo codes create --code <CODE> --amount <amount> --uses <n> [--expires <ISO time>] [--promotion <id>]
                                        a gift code (of the market's live gift_code promotion by default)
  promo codes list                      the market's gift codes, newest first
  promo codes disable <CODE>            the code stops working at once

Amounts given as options are in currency units ("30000" or "1.50"); rules JSON is in minor units.
Rules by kind:
  checkin        {"rewards":[7 amounts],"minDeposit":0,"minBet":0}
  first_deposit  {"minDeposit":50000,"tiers":[{"minAmount":50000,"bps":3000}],"dailyCap":3000000,
                  "mode":"auto"|"claim","claimDays":7}   (bps at most 3000 = 30%)
  gift_code      {}   (each code carries its own amount)
  ranking        {"boards":{"day":{"prizes":[{"fromRank":1,"toRank":1,"amount":5000000}],"minBet":0},
                  "week":{…},"month":{…}}}   (ranks 1..50, ascending, not overlapping; a board
                  left out pays nothing; prizes are paid once the period's days are final)
  rebate         {"bps":3500,"dailyCap":500000,"minBasis":10000}   (bps at most 10000 = 100%;
                  35% of each day's net loss of deposited money, paid by the daily job)
  signup         {"tasks":[{"kind":"bind_phone"},{"kind":"first_deposit"},{"kind":"play_rounds","rounds":3},
                  {"kind":"withdraw_password"}],"reward":500000,"windowHours":24,"keepDays":7}
                  (tasks: 1-4 of those kinds, each once; windowHours at most 24, keepDays at most 7)
  invite_ranking {"boards":{"day":{"prizes":[{"fromRank":1,"toRank":1,"amount":3000000}],"minInvitees":1},
                  "week":{…},"month":{…}}}   (the ranking's prize tables, by valid invitees; a
                  winner needs minInvitees valid invitees in the period)
`;

function time(args: string[], name: string): Date | undefined {
  const v = option(args, name);
  if (v === undefined) return undefined;
  const d = new Date(v);
  if (Number.isNaN(d.getTime())) throw new OperatorError(`--${name} is not a time: ${v}`);
  return d;
}

function whole(args: string[], name: string): number | undefined {
  const v = option(args, name);
  if (v === undefined) return undefined;
  if (!/^\d+$/.test(v)) throw new OperatorError(`--${name} must be a whole number: ${v}`);
  return Number(v);
}

function json(args: string[], name: string): unknown {
  const v = option(args, name);
  if (v === undefined) return undefined;
  try {
    return JSON.parse(v);
  } catch {
    throw new OperatorError(`--${name} is not valid JSON`);
  }
}

function bi(args: string[], name: string): { en: string; id: string } | undefined {
  const en = option(args, `${name}-en`);
  const id = option(args, `${name}-id`);
  if (en === undefined && id === undefined) return undefined;
  if (en === undefined || id === undefined) {
    throw new OperatorError(`--${name}-en and --${name}-id go together`);
  }
  return { en, id };
}

function idOf(target: string | undefined): number {
  if (!target || !/^\d+$/.test(target)) throw new OperatorError('give the promotion id');
  return Number(target);
}

/** The options an edit may change, only those given. */
function patchOf(deps: Deps, args: string[]): Partial<Omit<PromotionInput, 'kind' | 'status'>> {
  const patch: Partial<Omit<PromotionInput, 'kind' | 'status'>> = {};
  const title = bi(args, 'title');
  if (title) patch.title = title;
  const summary = bi(args, 'summary');
  if (summary) patch.summary = summary;
  const rulesText = bi(args, 'rules-text');
  if (rulesText) patch.rulesText = rulesText;
  const banner = option(args, 'banner');
  if (banner !== undefined) patch.bannerUrl = banner;
  const starts = time(args, 'starts');
  if (starts) patch.startsAt = starts;
  if (option(args, 'ends') === 'none') patch.endsAt = null;
  else {
    const ends = time(args, 'ends');
    if (ends) patch.endsAt = ends;
  }
  const rules = json(args, 'rules');
  if (rules !== undefined) patch.rules = rules;
  const wagering = whole(args, 'wagering');
  if (wagering !== undefined) patch.wageringMultiple = wagering;
  if (option(args, 'budget') === 'none') patch.budget = null;
  else {
    const budget = amountOption(deps, args, 'budget');
    if (budget !== undefined) patch.budget = budget;
  }
  const sort = whole(args, 'sort');
  if (sort !== undefined) patch.sort = sort;
  return patch;
}

/** `promo …`: promotions and gift codes, on the promo module's services. */
export async function runPromoOps(
  deps: Deps,
  args: string[],
  out: (line: string) => void,
): Promise<number> {
  const [, command, target] = args;
  const market = deps.market.code;
  const money = (minor: number) => opsMoney(deps.market.code, minor);
  return refusalsExit(out, async () => {
    if (command === 'list') {
      const rows = await listPromotions(deps.db, market);
      for (const p of rows) {
        out(
          [
            `#${p.id}`,
            p.kind,
            p.status,
            `sort ${p.sort}`,
            `"${p.title.en}"`,
            `from ${p.startsAt.toISOString()}`,
            `to ${p.endsAt ? p.endsAt.toISOString() : 'open'}`,
            `spent ${money(p.spent)}${p.budget === null ? '' : ` of ${money(p.budget)}`}`,
            `wagering ${p.wageringMultiple}x`,
            `rules ${JSON.stringify(p.rules)}`,
          ].join('  '),
        );
      }
      out(`${rows.length} promotions in ${market}`);
      return 0;
    }
    if (command === 'create') {
      const kind = option(args, 'kind');
      const title = bi(args, 'title');
      const rulesText = bi(args, 'rules-text');
      const rules = json(args, 'rules');
      if (!kind || !title || !rulesText || rules === undefined) {
        out(
          'create needs --kind, --rules, --title-en/--title-id and --rules-text-en/--rules-text-id',
        );
        return 2;
      }
      const patch = patchOf(deps, args);
      const p = await createPromotion(deps, market, {
        kind,
        title,
        summary: patch.summary ?? title,
        rulesText,
        bannerUrl: patch.bannerUrl ?? '',
        startsAt: patch.startsAt ?? deps.now(),
        endsAt: patch.endsAt ?? null,
        rules,
        wageringMultiple: patch.wageringMultiple ?? 1,
        budget: patch.budget ?? null,
        sort: patch.sort ?? 0,
        status: flag(args, 'live') ? 'live' : 'draft',
      });
      out(`created #${p.id} ${p.kind} (${p.status})`);
      return 0;
    }
    if (command === 'edit') {
      const p = await editPromotion(deps, market, idOf(target), patchOf(deps, args));
      out(`edited #${p.id}: ${JSON.stringify(p.rules)}`);
      return 0;
    }
    const statusOf = { pause: 'paused', resume: 'live', end: 'ended' } as const;
    if (command === 'pause' || command === 'resume' || command === 'end') {
      const p = await setPromotionStatus(deps, market, idOf(target), statusOf[command]);
      out(`#${p.id} is ${p.status}`);
      return 0;
    }
    if (command === 'grants') {
      const rows = await promotionGrants(deps.db, market, idOf(target), whole(args, 'limit') ?? 50);
      for (const g of rows) {
        out(
          [
            `grant ${g.id}`,
            `player ${g.userId}`,
            g.period,
            g.state,
            money(g.amount),
            `created ${g.createdAt.toISOString()}`,
            ...(g.expiresAt ? [`expires ${g.expiresAt.toISOString()}`] : []),
            ...(g.creditedAt ? [`credited ${g.creditedAt.toISOString()}`] : []),
          ].join('  '),
        );
      }
      out(`${rows.length} grants`);
      return 0;
    }
    if (command === 'spend') {
      const s = await promotionSpend(deps.db, market, idOf(target));
      out(`spent ${money(s.spent)} of ${s.budget === null ? 'no budget' : money(s.budget)}`);
      for (const g of s.grants) out(`  ${g.state}: ${g.count} (${money(g.amount)})`);
      return 0;
    }
    if (command === 'codes') return runCodes(deps, args, out, money);
    out(PROMO_USAGE);
    return command === 'help' ? 0 : 2;
  });
}

async function runCodes(
  deps: Deps,
  args: string[],
  out: (line: string) => void,
  money: (minor: number) => string,
): Promise<number> {
  const [, , sub, target] = args;
  const market = deps.market.code;
  if (sub === 'create') {
    const code = option(args, 'code');
    const value = amountOption(deps, args, 'amount');
    const uses = whole(args, 'uses');
    if (!code || value === undefined || uses === undefined) {
      out('codes create needs --code, --amount and --uses');
      return 2;
    }
    const row = await createGiftCode(deps, market, {
      code,
      amount: value,
      maxUses: uses,
      expiresAt: time(args, 'expires') ?? null,
      promotionId: whole(args, 'promotion'),
    });
    out(
      `created code ${row.code}: ${money(row.amount)}, ${row.maxUses} uses, promotion #${row.promotionId}`,
    );
    return 0;
  }
  if (sub === 'list') {
    const rows = await listGiftCodes(deps.db, market);
    for (const c of rows) {
      out(
        [
          c.code,
          c.status,
          money(c.amount),
          `used ${c.used}/${c.maxUses}`,
          `expires ${c.expiresAt ? c.expiresAt.toISOString() : 'never'}`,
          `promotion #${c.promotionId}`,
        ].join('  '),
      );
    }
    out(`${rows.length} codes`);
    return 0;
  }
  if (sub === 'disable' && target) {
    const row = await disableGiftCode(deps.db, market, target);
    out(`disabled ${row.code}`);
    return 0;
  }
  out(PROMO_USAGE);
  return 2;
}
