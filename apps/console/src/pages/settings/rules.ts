import type { AgentItem, MarketCode } from '@cardroom/contract';
import { MARKETS } from '@cardroom/contract';
import { amountText, readAmount } from '../../money';
import { labelOf } from './schema';

/**
 * A row's name in a list: its own level where the row has one (the VIP table's first row is
 * "Level 0", as the player app and the server's messages call it), else its place (1-based).
 */
export function rowLabel(listLabel: string, row: unknown, index: number): string {
  const level = (row as { level?: unknown } | null)?.level;
  if (typeof level === 'number' && Number.isInteger(level)) return `Level ${level}`;
  return `${labelOf(listLabel)} ${index + 1}`;
}

/** A stored amount (minor units) as its field shows it: major units, the market's decimal mark. */
export const moneyFieldText = (minor: number, market: MarketCode) =>
  amountText(MARKETS[market].currencySign, minor);

/**
 * What a money field sends: the minor units of what was typed, read by the app's one reader
 * (rupiah whole, rupees with paise), or the refusal to show beside the field. Zero is a valid
 * setting (no gift, no budget).
 */
export function readMoneyField(
  text: string,
  market: MarketCode,
): { ok: true; minor: number } | { ok: false; error: string } {
  return readAmount(MARKETS[market].currencySign, text, { allowZero: true });
}

export type ContactKind = AgentItem['contacts'][number]['kind'];

/**
 * The agents list kept as JSON text (`chargeInfo.agentsV2`, the player app's wire format), as
 * rows to edit; null when the text is not such a list, so the form falls back to the text.
 */
export function agentsFrom(text: unknown): AgentItem[] | null {
  if (typeof text !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text || '[]');
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const ok = parsed.every(
    (a) =>
      typeof a === 'object' &&
      a !== null &&
      typeof a.id === 'string' &&
      typeof a.name === 'string' &&
      typeof a.avatar === 'string' &&
      Array.isArray(a.contacts),
  );
  return ok ? (parsed as AgentItem[]) : null;
}

export const agentsText = (agents: readonly AgentItem[]) => JSON.stringify(agents);

/** An agent's first link of a kind (the table's WhatsApp and Telegram columns). */
export const contactOf = (agent: AgentItem, kind: ContactKind) =>
  agent.contacts.find((c) => c.kind === kind)?.url ?? '';

/**
 * The agent with its first link of a kind set to `url`: added when there was none, removed when
 * emptied; any further links of that kind and their order are kept.
 */
export function withContact(agent: AgentItem, kind: ContactKind, url: string): AgentItem {
  const at = agent.contacts.findIndex((c) => c.kind === kind);
  const contacts = [...agent.contacts];
  if (at < 0) {
    if (url.trim()) contacts.push({ kind, url });
  } else if (url.trim()) {
    contacts[at] = { kind, url };
  } else {
    contacts.splice(at, 1);
  }
  return { ...agent, contacts };
}
