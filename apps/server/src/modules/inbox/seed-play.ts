import type { MarketCode } from '@cardroom/contract';

export interface SeedQuestion {
  q: { en: string; id: string };
  a: { en: string; id: string };
}
export interface SeedTopic {
  slug: string;
  title: { en: string; id: string };
  questions: SeedQuestion[];
}

/**
 * The play-money edition's first FAQ (EDITION=play): coins and play, nothing about deposits,
 * withdrawals or transfer references, which that edition does not have. Amounts are left to
 * the pages that show the operator's settings (Home's top-up card, Vip, Invite), as in the
 * real edition's FAQ. The same in both markets: coins are coins.
 */
export function playSeedFor(_market: MarketCode): SeedTopic[] {
  return [
    {
      slug: 'coins',
      title: { en: 'Coins', id: 'Koin' },
      questions: [
        {
          q: { en: 'What are coins?', id: 'Apa itu koin?' },
          a: {
            en: 'Coins are what you play with here. They have no cash value: they cannot be bought, sold, exchanged or paid out, and this app takes no payment.',
            id: 'Koin adalah alat bermain di sini. Koin tidak memiliki nilai uang: tidak dapat dibeli, dijual, ditukar atau dicairkan, dan aplikasi ini tidak menerima pembayaran.',
          },
        },
        {
          q: { en: 'How do I get coins?', id: 'Bagaimana cara mendapatkan koin?' },
          a: {
            en: 'Collect the free daily coins on Home once a day. When your balance runs low, Home offers a low-balance top-up a few times a day. Check-in, VIP level-ups, rankings and inviting friends also pay coins.',
            id: 'Ambil koin gratis harian di Beranda sekali sehari. Saat saldo Anda hampir habis, Beranda menawarkan isi ulang saldo rendah beberapa kali sehari. Absen harian, naik level VIP, peringkat dan mengundang teman juga memberi koin.',
          },
        },
        {
          q: { en: 'I lost all my coins. What now?', id: 'Koin saya habis. Lalu bagaimana?' },
          a: {
            en: 'Nothing is lost but play: come back for the next free daily coins, or take the low-balance top-up on Home if it is offered today.',
            id: 'Tidak ada yang hilang selain permainan: kembali untuk koin gratis harian berikutnya, atau ambil isi ulang saldo rendah di Beranda jika hari ini tersedia.',
          },
        },
      ],
    },
    {
      slug: 'play',
      title: { en: 'Playing', id: 'Bermain' },
      questions: [
        {
          q: { en: 'What is a valid bet?', id: 'Apa itu taruhan sah?' },
          a: {
            en: 'The coins at risk in an accepted bet. A round given back (rolled back) does not count. VIP levels, rankings, the sign-up tasks and your invitees are counted in valid bets.',
            id: 'Koin yang dipertaruhkan pada taruhan yang diterima. Ronde yang dibatalkan tidak dihitung. Level VIP, peringkat, tugas pendaftaran dan undangan Anda dihitung dari taruhan sah.',
          },
        },
        {
          q: { en: 'How do I reach a VIP level?', id: 'Bagaimana cara naik level VIP?' },
          a: {
            en: 'Play: when your total valid bets reach a level’s amount on the VIP page you move up at once and get its coins once. Levels never go down.',
            id: 'Bermainlah: saat total taruhan sah Anda mencapai jumlah sebuah level di halaman VIP, Anda langsung naik dan mendapat koinnya sekali. Level tidak pernah turun.',
          },
        },
        {
          q: {
            en: 'When does an invited friend count?',
            id: 'Kapan teman yang diundang dihitung?',
          },
          a: {
            en: 'When they sign up with your link or code and play: the Invite page shows the valid bets a friend needs and in how many days.',
            id: 'Saat mereka mendaftar dengan tautan atau kode Anda lalu bermain: halaman Undang menampilkan taruhan sah yang diperlukan dan dalam berapa hari.',
          },
        },
        {
          q: { en: 'Is every round fair?', id: 'Apakah setiap ronde adil?' },
          a: {
            en: 'Yes: open Fairness at any table to check a round you played.',
            id: 'Ya: buka Keadilan di meja mana pun untuk memeriksa ronde yang Anda mainkan.',
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
