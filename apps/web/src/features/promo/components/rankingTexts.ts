import { addTexts } from '../../../i18n/addTexts';

// Texts of the Ranking page, under `promo.ranking`: they load with its lazily loaded parts.
const en = {
  promo: {
    ranking: {
      tabs: 'Ranking period',
      board: { day: 'Daily', week: 'Weekly', month: 'Monthly' },
      closesIn: {
        day: 'Today’s board closes in {{time}}',
        week: 'This week’s board closes in {{time}}',
        month: 'This month’s board closes in {{time}}',
      },
      closing: 'This board is closing',
      byValidBet: 'Ranked by valid bet, updated every few minutes',
      prizes: 'Prizes',
      rankOne: 'Rank {{rank}}',
      rankRange: 'Ranks {{from}}–{{to}}',
      noPrizes: 'No prizes on this board',
      minBet: 'Winners need a valid bet of at least {{amount}}',
      paidAuto: 'Prizes are added to the winners’ balance automatically as Gift money.',
      you: 'You',
      myRank: 'Your rank',
      myBet: 'Valid bet {{amount}}',
      notRanked: 'Not ranked yet: place a bet to join',
      signIn: 'Sign in to see your rank',
      top: 'Top 50',
      empty: 'No valid bets yet in this period. Be the first!',
      rank: 'Rank',
      player: 'Player',
      validBet: 'Valid bet',
      prize: 'Prize',
      last: 'Last period’s winners ({{period}})',
      finalising:
        'The results are being finalised; prizes are paid a few minutes after the period ends.',
      noWinners: 'Nobody won a prize last period.',
      state: { paid: 'Paid', pending: 'Pending', unpaid: 'Not paid' },
      myLast: 'You were #{{rank}}',
      myLastPrize: 'You were #{{rank}} and won {{amount}}',
      prizeNow: 'Prize if it closed now: {{amount}}',
      // The invitational ranks: the same boards, scored by valid invitees (a count, not money).
      invites: {
        count: '{{count}} invited',
        byValidInvitees: 'Ranked by valid invitees, updated every few minutes',
        empty: 'No valid invitees yet in this period. Be the first!',
        min: 'Winners need {{count}} or more valid invitees',
        mine: 'Valid invitees: {{count}}',
        notRanked: 'Not ranked yet: invite friends to join',
        inviteFriends: 'Invite friends',
      },
    },
  },
};

const ind: typeof en = {
  promo: {
    ranking: {
      tabs: 'Periode peringkat',
      board: { day: 'Harian', week: 'Mingguan', month: 'Bulanan' },
      closesIn: {
        day: 'Papan hari ini ditutup dalam {{time}}',
        week: 'Papan minggu ini ditutup dalam {{time}}',
        month: 'Papan bulan ini ditutup dalam {{time}}',
      },
      closing: 'Papan ini sedang ditutup',
      byValidBet: 'Diurutkan menurut taruhan sah, diperbarui setiap beberapa menit',
      prizes: 'Hadiah',
      rankOne: 'Peringkat {{rank}}',
      rankRange: 'Peringkat {{from}}–{{to}}',
      noPrizes: 'Tidak ada hadiah di papan ini',
      minBet: 'Pemenang perlu taruhan sah minimal {{amount}}',
      paidAuto: 'Hadiah otomatis masuk ke saldo pemenang sebagai Uang hadiah.',
      you: 'Anda',
      myRank: 'Peringkat Anda',
      myBet: 'Taruhan sah {{amount}}',
      notRanked: 'Belum masuk peringkat: pasang taruhan untuk ikut',
      signIn: 'Masuk untuk melihat peringkat Anda',
      top: '50 teratas',
      empty: 'Belum ada taruhan sah di periode ini. Jadilah yang pertama!',
      rank: 'Peringkat',
      player: 'Pemain',
      validBet: 'Taruhan sah',
      prize: 'Hadiah',
      last: 'Pemenang periode lalu ({{period}})',
      finalising:
        'Hasil sedang difinalkan; hadiah dibayar beberapa menit setelah periode berakhir.',
      noWinners: 'Tidak ada pemenang hadiah pada periode lalu.',
      state: { paid: 'Dibayar', pending: 'Menunggu', unpaid: 'Tidak dibayar' },
      myLast: 'Anda peringkat #{{rank}}',
      myLastPrize: 'Anda peringkat #{{rank}} dan memenangkan {{amount}}',
      prizeNow: 'Hadiah jika ditutup sekarang: {{amount}}',
      invites: {
        count: '{{count}} diundang',
        byValidInvitees: 'Diurutkan menurut undangan sah, diperbarui setiap beberapa menit',
        empty: 'Belum ada undangan sah di periode ini. Jadilah yang pertama!',
        min: 'Pemenang perlu minimal {{count}} undangan sah',
        mine: 'Undangan sah: {{count}}',
        notRanked: 'Belum masuk peringkat: undang teman untuk ikut',
        inviteFriends: 'Undang teman',
      },
    },
  },
};

addTexts({ en, ind });
