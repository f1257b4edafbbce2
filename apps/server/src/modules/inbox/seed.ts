import type { MarketCode } from '@cardroom/contract';
import type { Deps } from '../../deps.js';
import { topicCount } from './faq.js';
import { faqEntries, faqTopics } from './schema.js';
import { playSeedFor, type SeedQuestion, type SeedTopic } from './seed-play.js';

/**
 * The first FAQ of a market: only what this app really does (read from its deposit, withdraw
 * and account pages). Amounts and limits are left to the pages that show the operator's
 * current settings, so an answer never goes stale when a setting changes.
 */
function seedFor(market: MarketCode): SeedTopic[] {
  const transfer: SeedQuestion =
    market === 'IN'
      ? {
          q: {
            en: 'I paid by bank transfer or UPI. What is a UTR?',
            id: 'Saya membayar lewat transfer bank atau UPI. Apa itu UTR?',
          },
          a: {
            en: 'The UTR is the 12-digit reference your bank or UPI app shows for the payment. Enter it on the order so we can match your transfer; each UTR can be used once.',
            id: 'UTR adalah nomor referensi 12 digit yang ditampilkan bank atau aplikasi UPI Anda untuk pembayaran itu. Masukkan pada pesanan agar transfer Anda dapat dicocokkan; setiap UTR hanya dapat dipakai sekali.',
          },
        }
      : {
          q: {
            en: 'I paid by bank transfer or virtual account. When is it credited?',
            id: 'Saya membayar lewat transfer bank atau virtual account. Kapan dikreditkan?',
          },
          a: {
            en: 'As soon as the bank reports the incoming money and it is matched to your order. You can follow the order in Deposit history.',
            id: 'Segera setelah bank melaporkan dana masuk dan dana itu dicocokkan dengan pesanan Anda. Anda dapat memantau pesanan di Riwayat deposit.',
          },
        };
  return [
    {
      slug: 'deposits',
      title: { en: 'Deposits', id: 'Deposit' },
      questions: [
        {
          q: { en: 'How do I deposit?', id: 'Bagaimana cara deposit?' },
          a: {
            en: 'Tap Deposit on Home or Account, choose a method and an amount within the limits shown, and follow the steps of that method. When the money is credited, your balance goes up and a message arrives in your Inbox.',
            id: 'Ketuk Deposit di Beranda atau Akun, pilih metode dan jumlah dalam batas yang ditampilkan, lalu ikuti langkah metode itu. Saat dana dikreditkan, saldo Anda bertambah dan sebuah pesan masuk ke Kotak masuk Anda.',
          },
        },
        {
          q: {
            en: 'My online payment is not in my balance yet.',
            id: 'Pembayaran online saya belum masuk ke saldo.',
          },
          a: {
            en: 'An online deposit is credited when the payment provider confirms the payment. Deposit history shows each order and its status; an order that is never paid expires and nothing is taken from you.',
            id: 'Deposit online dikreditkan saat penyedia pembayaran mengonfirmasi pembayaran. Riwayat deposit menampilkan setiap pesanan dan statusnya; pesanan yang tidak pernah dibayar akan kedaluwarsa dan tidak ada dana Anda yang diambil.',
          },
        },
        transfer,
      ],
    },
    {
      slug: 'withdrawals',
      title: { en: 'Withdrawals', id: 'Penarikan' },
      questions: [
        {
          q: { en: 'How do I withdraw?', id: 'Bagaimana cara menarik dana?' },
          a: {
            en: 'Add a bank account under Account > Withdraw Account and set a withdrawal password, then open Withdraw, enter the amount and your withdrawal password. The money goes to your own bank account.',
            id: 'Tambahkan rekening bank di Akun > Akun Penarikan dan buat kata sandi penarikan, lalu buka Tarik, masukkan jumlah dan kata sandi penarikan Anda. Dana dikirim ke rekening bank Anda sendiri.',
          },
        },
        {
          q: {
            en: 'Why can I not withdraw all of my balance?',
            id: 'Mengapa saya tidak dapat menarik seluruh saldo?',
          },
          a: {
            en: 'Deposits and bonuses must be bet a number of times before a withdrawal. The Withdraw page shows how much is still to bet, the minimum and maximum amount and the fee for your VIP level.',
            id: 'Deposit dan bonus harus dipertaruhkan beberapa kali sebelum penarikan. Halaman Tarik menampilkan sisa taruhan yang diperlukan, jumlah minimum dan maksimum, serta biaya untuk level VIP Anda.',
          },
        },
        {
          q: {
            en: 'How do I know my withdrawal was paid?',
            id: 'Bagaimana saya tahu penarikan saya sudah dibayar?',
          },
          a: {
            en: 'Withdrawal history shows each order. Large orders are checked by our team first. When the bank payment is done, or if it fails and the money returns to your balance, a message arrives in your Inbox.',
            id: 'Riwayat penarikan menampilkan setiap pesanan. Pesanan besar diperiksa tim kami terlebih dahulu. Saat pembayaran bank selesai, atau jika gagal dan dana kembali ke saldo Anda, sebuah pesan masuk ke Kotak masuk Anda.',
          },
        },
      ],
    },
    {
      slug: 'account',
      title: { en: 'Account', id: 'Akun' },
      questions: [
        {
          q: { en: 'I forgot my password.', id: 'Saya lupa kata sandi.' },
          a: {
            en: 'On the sign-in page tap "Forgot password?", enter your phone number and the one-time code we send, then choose a new password. This needs a phone number bound to your account.',
            id: 'Di halaman masuk ketuk "Lupa kata sandi?", masukkan nomor telepon dan kode sekali pakai yang kami kirim, lalu buat kata sandi baru. Ini memerlukan nomor telepon yang terikat ke akun Anda.',
          },
        },
        {
          q: { en: 'How do I change the language?', id: 'Bagaimana cara mengganti bahasa?' },
          a: {
            en: 'Open Account > Language and choose English or Bahasa Indonesia.',
            id: 'Buka Akun > Bahasa lalu pilih English atau Bahasa Indonesia.',
          },
        },
      ],
    },
  ];
}

/** Writes the market's first FAQ when it has none (an operator's FAQ is never touched). */
export async function seedFaq(deps: Deps): Promise<void> {
  const market = deps.market.code;
  await deps.db.transaction(async (tx) => {
    if ((await topicCount(tx, market)) > 0) return;
    // The play-money edition has no deposits or withdrawals: its own FAQ about coins and play.
    const topics = deps.config.edition === 'play' ? playSeedFor(market) : seedFor(market);
    for (const [i, topic] of topics.entries()) {
      const [t] = await tx
        .insert(faqTopics)
        .values({ market, slug: topic.slug, title: topic.title, sort: i })
        .onConflictDoNothing()
        .returning();
      if (!t) continue;
      await tx.insert(faqEntries).values(
        topic.questions.map((q, j) => ({
          topicId: t.id,
          question: q.q,
          answer: q.a,
          sort: j,
          updatedAt: deps.now(),
        })),
      );
    }
  });
}
