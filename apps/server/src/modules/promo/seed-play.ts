import type { MarketCode, PromoKind } from '@cardroom/contract';
import type { SignupRules } from './rules.js';

/**
 * The play-money edition's seeded promotions (EDITION=play): coins with no cash value, so no
 * deposit promotion (the deposit cashback is not seeded there, nor listed: service.ts) and no
 * text that speaks of deposits, withdrawals or money. Same kinds, amounts in coins.
 */

interface LocalText {
  en: string;
  id: string;
}

/** What every reward is in this edition, said in place of "bet once before it can be withdrawn". */
const COINS_EN = 'Rewards are paid in coins, which have no cash value.';
const COINS_ID = 'Hadiah dibayar dalam koin, yang tidak memiliki nilai uang.';

/** The play edition's summary and rules text of each seeded kind it keeps. */
export const PLAY_TEXTS: Partial<Record<PromoKind, { summary?: LocalText; rulesText: LocalText }>> =
  {
    checkin: {
      rulesText: {
        en: `Claim once per day (the day starts at midnight local time). Each day in a row pays more coins, up to day 7; then the streak starts again at day 1. Missing a day starts the streak again at day 1. ${COINS_EN}`,
        id: `Klaim sekali per hari (hari dimulai pukul 00.00 waktu setempat). Setiap hari berturut-turut koinnya lebih banyak, sampai hari ke-7; lalu kembali ke hari 1. Jika terlewat satu hari, hitungan dimulai lagi dari hari 1. ${COINS_ID}`,
      },
    },
    ranking: {
      rulesText: {
        en: `Players are ranked by their valid bets in coins (the stake at risk of accepted bets) in the day, week (Monday to Sunday) or month, in local time. Equal valid bets rank the older account first. The board is updated every few minutes. When a period ends and its last rounds have settled (about 10 minutes later), the prizes of the prize table are added to the winners’ balance automatically. ${COINS_EN}`,
        id: `Pemain diurutkan menurut taruhan sah dalam koin (taruhan yang diterima dan berisiko) dalam sehari, seminggu (Senin sampai Minggu) atau sebulan, waktu setempat. Jika taruhan sah sama, akun yang lebih lama di atas. Papan diperbarui setiap beberapa menit. Saat periode berakhir dan putaran terakhirnya selesai (sekitar 10 menit kemudian), hadiah sesuai tabel otomatis masuk ke saldo pemenang. ${COINS_ID}`,
      },
    },
    signup: {
      summary: {
        en: 'New players: finish three tasks within 24 hours of registering and claim free coins',
        id: 'Pemain baru: selesaikan tiga tugas dalam 24 jam setelah mendaftar dan klaim koin gratis',
      },
      rulesText: {
        en: `For players who registered after this promotion started. Within 24 hours of registering, bind your phone, play 10 rounds of any game and reach the valid bets shown on the task (coins at risk in accepted bets); each task is ticked when you do it, and tasks done after the 24 hours do not count. Once all three are done the coins wait for your claim for 7 days, then they expire. One bonus per player. ${COINS_EN}`,
        id: `Untuk pemain yang mendaftar setelah promosi ini dimulai. Dalam 24 jam setelah mendaftar, hubungkan nomor HP, mainkan 10 ronde permainan apa saja dan capai taruhan sah yang tertera pada tugas (koin yang dipertaruhkan pada taruhan yang diterima); setiap tugas dicentang saat Anda menyelesaikannya, dan tugas yang selesai setelah 24 jam tidak dihitung. Setelah ketiganya selesai, koin menunggu klaim Anda selama 7 hari, lalu kedaluwarsa. Satu bonus per pemain. ${COINS_ID}`,
      },
    },
    vip: {
      summary: {
        en: 'Play with coins to climb VIP levels: every new level pays coins once',
        id: 'Bermain dengan koin untuk naik level VIP: setiap level baru memberi koin sekali',
      },
      rulesText: {
        en: `A VIP level is reached when your total valid bets in coins (the stake at risk of accepted bets) reach its threshold. You move up at once, on the bet that crosses the line, and levels never go down. The reward of each level is added to your balance the first time you reach it, once per player. ${COINS_EN}`,
        id: `Level VIP tercapai saat total taruhan sah Anda dalam koin (taruhan yang diterima dan berisiko) mencapai batasnya. Anda naik seketika, pada taruhan yang melewati batas, dan level tidak pernah turun. Hadiah setiap level masuk ke saldo Anda saat pertama kali Anda mencapainya, sekali per pemain. ${COINS_ID}`,
      },
    },
    invite: {
      rulesText: {
        en: `Paid on the Invite page: see the rules there. ${COINS_EN}`,
        id: `Dibayar di halaman Undang: lihat aturannya di sana. ${COINS_ID}`,
      },
    },
    agent_rebate: {
      rulesText: {
        en: `Claimed on the Invite page: see the rules there. ${COINS_EN}`,
        id: `Diklaim di halaman Undang: lihat aturannya di sana. ${COINS_ID}`,
      },
    },
    invite_ranking: {
      rulesText: {
        en: `Inviters are ranked by their valid invitees in the day, week (Monday to Sunday) or month, in local time: friends who signed up with your invite link or code and became valid invitees by playing, under the invitation programme’s rule (see Invite). A friend counts in the period in which they became valid. Equal counts rank the older account first. The board is updated every few minutes. A winner needs at least 1 valid invitee in the day, 3 in the week or 10 in the month. About 10 minutes after a period ends, the prizes of the prize table are added to the winners’ balance automatically. ${COINS_EN}`,
        id: `Pengundang diurutkan menurut jumlah undangan sah dalam sehari, seminggu (Senin sampai Minggu) atau sebulan, waktu setempat: teman yang mendaftar lewat tautan atau kode undangan Anda dan menjadi undangan sah dengan bermain, menurut aturan program undangan (lihat Undang). Seorang teman dihitung pada periode saat ia menjadi sah. Jika jumlahnya sama, akun yang lebih lama di atas. Papan diperbarui setiap beberapa menit. Pemenang perlu minimal 1 undangan sah dalam sehari, 3 dalam seminggu atau 10 dalam sebulan. Sekitar 10 menit setelah periode berakhir, hadiah sesuai tabel otomatis masuk ke saldo pemenang. ${COINS_ID}`,
      },
    },
  };

/**
 * Valid bets asked by the sign-up task, sized like the free coins: 20,000 coins in ID (under
 * half a daily top-up turned over), 200 in IN. Minor units: one coin is 100.
 */
const SIGNUP_VALID_BET: Record<MarketCode, number> = { ID: 20_000 * 100, IN: 200 * 100 };

/** The play edition's sign-up tasks: each one can be done with coins alone. */
export function playSignupRules(market: MarketCode, reward: number): SignupRules {
  return {
    tasks: [
      { kind: 'bind_phone' },
      { kind: 'play_rounds', rounds: 10 },
      { kind: 'valid_bet', amount: SIGNUP_VALID_BET[market] },
    ],
    reward,
    windowHours: 24,
    keepDays: 7,
  };
}

/**
 * A promotion that needs real money: a deposit promotion, a gift code (redeeming one is a
 * refused money call) or a sign-up bonus with a deposit or withdraw-password task. The play
 * edition neither seeds nor lists them (one set before the switch to play stays in the table).
 */
export function needsMoney(kind: PromoKind, rules: unknown): boolean {
  if (kind === 'first_deposit' || kind === 'gift_code' || kind === 'rebate') return true;
  if (kind !== 'signup') return false;
  const tasks = (rules as { tasks?: { kind?: string }[] } | null)?.tasks ?? [];
  return tasks.some((t) => t.kind === 'first_deposit' || t.kind === 'withdraw_password');
}
