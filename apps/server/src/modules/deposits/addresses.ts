// Crypto addresses and virtual accounts: one per player, credited by incoming transfers.
import { randomBytes } from 'node:crypto';
import { cryptoCredit } from '@cardroom/contract';
import { and, eq } from 'drizzle-orm';
import { insertNumbered } from '../../db/numbered.js';
import type { Deps } from '../../deps.js';
import { badRequest, notFound } from '../../http/errors.js';
import { giftFor } from './bonus.js';
import { chargeInfoOf, depositConfigOf, rateOf } from './config.js';
import { creditOrder } from './credit.js';
import { newOrderNo } from './orders.js';
import { remarkCode } from './remarks.js';
import { depositAddresses, depositOrders } from './schema.js';
/**
 * A new crypto address for a network, from 20 random bytes. Addresses used to be derived from the
 * app secret and the player's id, so the first player of an ID server and of an IN server sharing
 * the secret got the same address (issue 33): now each is drawn once, stored, and read back.
 */
export function newCryptoAddress(network: string): string {
  const digest = randomBytes(32);
  if (network.toUpperCase() === 'TRC20') {
    // TRON-shaped: "T" then 33 base58 characters.
    const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
    let n = BigInt(`0x${digest.toString('hex')}`);
    let out = '';
    while (out.length < 33) {
      out += alphabet[Number(n % 58n)];
      n /= 58n;
    }
    return `T${out}`;
  }
  // EVM-shaped (ERC20, BEP20, …): 0x and 40 hex digits.
  return `0x${digest.subarray(0, 20).toString('hex')}`;
}

/** A new virtual-account number: the bank prefix and 11 random digits. */
export function newVaNumber(prefix: string): string {
  const digits = (BigInt(`0x${randomBytes(8).toString('hex')}`) % 10n ** 11n)
    .toString()
    .padStart(11, '0');
  return `${prefix}${digits}`;
}

/**
 * The player's address of a kind and network: the stored one, else a new one stored first. Two
 * first requests racing store one (the user/kind/network key); a new address that happens to be
 * another player's (the address key) is drawn again.
 */
async function addressOf(
  deps: Deps,
  userId: number,
  kind: 'crypto' | 'va',
  network: string,
  fresh: () => string,
): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [stored] = await deps.db
      .select({ address: depositAddresses.address })
      .from(depositAddresses)
      .where(
        and(
          eq(depositAddresses.userId, userId),
          eq(depositAddresses.kind, kind),
          eq(depositAddresses.network, network),
        ),
      );
    if (stored) return stored.address;
    await deps.db
      .insert(depositAddresses)
      .values({ userId, kind, network, address: fresh(), createdAt: deps.now() })
      .onConflictDoNothing();
  }
  throw new Error(`no ${kind} address could be stored for player ${userId}`);
}

export async function cryptoAddress(deps: Deps, userId: number, network: string) {
  const info = await chargeInfoOf(deps);
  const net = info.cryptoConfig.networks.find((n) => n.network === network);
  if (!info.showCrypto || !net) throw badRequest('methodUnavailable');
  const address = await addressOf(deps, userId, 'crypto', net.network, () =>
    newCryptoAddress(net.network),
  );
  return { network: net.network, currency: net.currency, address, minAmount: net.minAmount };
}

export async function vaInfo(deps: Deps, userId: number) {
  const [info, rules] = await depositConfigOf(deps);
  const va = info.rechargeTypeList.find((t) => t.type === 'va' && !t.disable);
  if (!va || !rules.virtualAccount.prefix) throw badRequest('methodUnavailable');
  const prefix = rules.virtualAccount.prefix;
  const vaNumber = await addressOf(deps, userId, 'va', rules.virtualAccount.bankName, () =>
    newVaNumber(prefix),
  );
  return {
    bankName: rules.virtualAccount.bankName,
    vaNumber,
    accountName: rules.virtualAccount.accountName,
  };
}

export type IncomingResult = { orderNo: string; status: string; credited: boolean };

/** A transfer to a virtual account (minor units) or coins to a crypto address (millionths). */
export type Incoming =
  | { kind: 'va'; address: string; amount: number; reference: string }
  | { kind: 'crypto'; address: string; units: number; reference: string };

/**
 * Money that arrived at a player's address (crypto, by tx hash) or virtual account (by
 * reference): one order per (type, reference), created and credited in one transaction.
 * Coins are credited at the network's rate (chargeInfo `cryptoRates`, contract crypto-rate.ts),
 * rounded down; the order holds the credited amount and the ledger memo the coins and the rate.
 */
export async function recordIncomingToAddress(
  deps: Deps,
  input: Incoming,
  // Tests pass a draw that clashes on purpose; everything else takes fresh numbers.
  draw: (now: Date) => string = newOrderNo,
): Promise<IncomingResult> {
  const { kind } = input;
  const [owner] = await deps.db
    .select()
    .from(depositAddresses)
    .where(and(eq(depositAddresses.kind, kind), eq(depositAddresses.address, input.address)));
  if (!owner) throw notFound('notFound');
  const [info, rules] = await depositConfigOf(deps);
  let coins: { units: number; rate: number } | null = null;
  let amount: number;
  if (input.kind === 'crypto') {
    const rate = rateOf(info, owner.network);
    const credit = cryptoCredit(input.units, rate);
    if (credit === null) throw badRequest('amountTooLarge');
    coins = { units: input.units, rate };
    amount = credit;
  } else {
    amount = input.amount;
  }
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const stored = await insertNumbered(
      () => draw(now),
      async (orderNo) => {
        const [row] = await tx
          .insert(depositOrders)
          .values({
            orderNo,
            userId: owner.userId,
            depositType: kind,
            method: owner.network,
            amount,
            currency: deps.market.currencyCode,
            externalRef: input.reference,
            accountNumber: input.address,
            bankName: kind === 'va' ? owner.network : '',
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing()
          .returning();
        if (row) return { row, isNew: true };
        // Nothing stored: this transfer was recorded before, or the order number was taken
        // (then nothing is found and a new number is drawn).
        const [existing] = await tx
          .select()
          .from(depositOrders)
          .where(
            and(
              eq(depositOrders.depositType, kind),
              eq(depositOrders.externalRef, input.reference),
            ),
          );
        return existing ? { row: existing, isNew: false } : undefined;
      },
      'incoming deposit order',
    );
    if (!stored.isNew) {
      return { orderNo: stored.row.orderNo, status: stored.row.status, credited: false };
    }
    const created = stored.row;
    const min =
      kind === 'crypto'
        ? (info.cryptoConfig.networks.find((n) => n.network === owner.network)?.minAmount ?? 0)
        : 0;
    if (amount < min) {
      // Below the network minimum: recorded for the operator, not credited automatically.
      await tx
        .update(depositOrders)
        .set({ status: 'rejected', remark: remarkCode('belowNetworkMinimum'), updatedAt: now })
        .where(eq(depositOrders.id, created.id));
      await deps.flows.depositRejected(deps, tx, {
        userId: created.userId,
        orderNo: created.orderNo,
        depositType: created.depositType,
        amount: created.amount,
        remark: remarkCode('belowNetworkMinimum'),
      });
      return { orderNo: created.orderNo, status: 'rejected', credited: false };
    }
    await creditOrder(deps, tx, created, {
      bonus: giftFor(created, info),
      rules,
      ...(coins ? { memo: { coinUnits: coins.units, rate: coins.rate } } : {}),
    });
    return { orderNo: created.orderNo, status: 'success', credited: true };
  });
}
