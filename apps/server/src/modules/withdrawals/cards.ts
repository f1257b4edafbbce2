import {
  type api,
  bankNameOfIfsc,
  ewalletPhone,
  ewalletPhoneExample,
  IFSC_PATTERN,
  type Locale,
  maskMobile,
  type RequestOf,
} from '@cardroom/contract';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { uniqueViolation } from '../../db/errors.js';
import type { Deps } from '../../deps.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { chargeInfoOf } from '../deposits/index.js';
import { readSetting } from '../settings/index.js';
import { userById, users } from '../users/index.js';
import { presentCard } from './presenter.js';
import { type BankCardRow, bankCards } from './schema.js';
import { consumeBoundPhoneCode } from './security.js';
import { type WithdrawRules, withdrawRulesSetting } from './settings.js';

/** A card id from the client: digits only, else it cannot be anyone's. */
function cardId(text: string): number {
  if (!/^\d{1,15}$/.test(text)) throw notFound('bankCardNotFound');
  return Number(text);
}

/**
 * One of the player's own live cards. Another player's id answers exactly like a missing
 * one, so ids cannot be probed.
 */
export async function ownCard(db: DbOrTx, userId: number, id: string): Promise<BankCardRow> {
  const [row] = await db
    .select()
    .from(bankCards)
    .where(
      and(eq(bankCards.id, cardId(id)), eq(bankCards.userId, userId), isNull(bankCards.deletedAt)),
    )
    .limit(1);
  if (!row) throw notFound('bankCardNotFound');
  return row;
}

export async function liveCards(db: DbOrTx, userId: number): Promise<BankCardRow[]> {
  return db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.userId, userId), isNull(bankCards.deletedAt)))
    .orderBy(asc(bankCards.id));
}

export async function listCards(deps: Deps, userId: number) {
  const [cards, info, rules, user] = await Promise.all([
    liveCards(deps.db, userId),
    chargeInfoOf(deps),
    readSetting(deps.db, deps.market.code, withdrawRulesSetting),
    userById(deps.db, userId),
  ]);
  return {
    list: cards.map(presentCard),
    market: deps.market.code,
    banks: info.bankConfigList,
    ewallets: enabledWallets(rules).map((w) => ({ id: w.code, name: w.name })),
    maxCards: rules.maxCards,
    hasMobile: user.mobile !== null,
    mobile: maskMobile(user.mobile),
  };
}

/** The e-wallets new accounts and orders may use now (none in a market without them). */
export function enabledWallets(rules: WithdrawRules) {
  return rules.ewallet.wallets.filter((w) => w.enabled);
}

const BANK_NUMBER = /^\d{6,20}$/;

/**
 * What the market and the kind of account ask for, checked before any code is used up. An
 * e-wallet is known by its phone number, read as people type it and kept as 0812…
 */
async function cardFields(
  deps: Deps,
  input: RequestOf<typeof api.bankAdd>,
  rules: WithdrawRules,
): Promise<{
  kind: 'bank' | 'ewallet';
  accountNumber: string;
  ifsc: string;
  accountType: string;
  bankCode: string;
  bankName: string;
}> {
  if (input.kind === 'ewallet') {
    const wallets = enabledWallets(rules);
    if (wallets.length === 0) throw badRequest('ewalletNone');
    const wallet = wallets.find((w) => w.code === (input.bankCode ?? '').toUpperCase());
    if (!wallet) throw badRequest('ewalletInvalid');
    const phone = ewalletPhone(deps.market, input.accountNumber);
    if (!phone) {
      throw badRequest('ewalletPhoneInvalid', { example: ewalletPhoneExample(deps.market) });
    }
    return {
      kind: 'ewallet',
      accountNumber: phone,
      ifsc: '',
      accountType: '',
      bankCode: wallet.code,
      bankName: wallet.name,
    };
  }
  if (!BANK_NUMBER.test(input.accountNumber)) throw badRequest('accountNumberInvalid');
  const bank = { kind: 'bank' as const, accountNumber: input.accountNumber };
  if (deps.market.code === 'IN') {
    const ifsc = (input.ifsc ?? '').toUpperCase();
    if (ifsc === '') throw badRequest('ifscEmpty');
    if (!IFSC_PATTERN.test(ifsc)) throw badRequest('ifscInvalid');
    if (!input.accountType) throw badRequest('accountTypeInvalid');
    return {
      ...bank,
      ifsc,
      accountType: input.accountType,
      bankCode: ifsc.slice(0, 4),
      bankName: bankNameOfIfsc(ifsc),
    };
  }
  const info = await chargeInfoOf(deps);
  const found = info.bankConfigList.find((b) => b.id === input.bankCode);
  if (!found) throw badRequest('bankInvalid');
  return { ...bank, ifsc: '', accountType: '', bankCode: found.id, bankName: found.name };
}

export async function addCard(
  deps: Deps,
  userId: number,
  input: RequestOf<typeof api.bankAdd>,
  locale: Locale = 'en',
) {
  const rules = await readSetting(deps.db, deps.market.code, withdrawRulesSetting);
  const fields = await cardFields(deps, input, rules);
  const editing = input.bankCardId ? await ownCard(deps.db, userId, input.bankCardId) : null;
  await consumeBoundPhoneCode(deps, userId, 'bankCard', input.verificationCode);
  const now = deps.now();
  try {
    const row = await deps.db.transaction(async (tx) => {
      if (editing) {
        const [updated] = await tx
          .update(bankCards)
          .set({
            holderName: input.holderName,
            ...fields,
            updatedAt: now,
          })
          .where(and(eq(bankCards.id, editing.id), isNull(bankCards.deletedAt)))
          .returning();
        if (!updated) throw notFound('bankCardNotFound');
        await deps.flows.securityChanged(deps, tx, 'bankCardSaved', userId, locale);
        return updated;
      }
      // The user row serialises card changes of one player (the count and the default).
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const existing = await liveCards(tx, userId);
      if (existing.length >= rules.maxCards) {
        throw badRequest('bankCardLimit', { count: rules.maxCards });
      }
      const [created] = await tx
        .insert(bankCards)
        .values({
          userId,
          holderName: input.holderName,
          ...fields,
          isDefault: existing.length === 0,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!created) throw new Error('bank card not stored');
      // The security flow may refuse the account (a break holds it): the card rolls back with it.
      await deps.flows.securityChanged(deps, tx, 'bankCardSaved', userId, locale);
      return created;
    });
    return presentCard(row);
  } catch (err) {
    if (uniqueViolation(err)) throw conflict('bankCardDuplicate');
    throw err;
  }
}

export async function deleteCard(deps: Deps, userId: number, id: string) {
  const card = await ownCard(deps.db, userId, id);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(bankCards)
      .set({ deletedAt: deps.now(), isDefault: false })
      .where(eq(bankCards.id, card.id));
    if (card.isDefault) {
      // The oldest remaining card becomes the default, so there always is one.
      const [next] = await liveCards(tx, userId);
      if (next)
        await tx.update(bankCards).set({ isDefault: true }).where(eq(bankCards.id, next.id));
    }
  });
  return {};
}

export async function setDefaultCard(deps: Deps, userId: number, id: string) {
  const card = await ownCard(deps.db, userId, id);
  const row = await deps.db.transaction(async (tx) => {
    await tx
      .update(bankCards)
      .set({ isDefault: false })
      .where(and(eq(bankCards.userId, userId), ne(bankCards.id, card.id)));
    const [updated] = await tx
      .update(bankCards)
      .set({ isDefault: true, updatedAt: deps.now() })
      .where(eq(bankCards.id, card.id))
      .returning();
    return updated ?? card;
  });
  return presentCard(row);
}

/** The account numbers of a player's live cards (a break holds them, modules/breaks). */
export async function bankAccountsOf(db: DbOrTx, userId: number): Promise<string[]> {
  return (await liveCards(db, userId)).map((c) => c.accountNumber);
}
