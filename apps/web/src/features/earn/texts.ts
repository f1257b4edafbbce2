import { addTexts } from '../../i18n/addTexts';

// The Earn page's texts, under `earn`; they load with the page, not the first screen. The
// programme's numbers come from the server; a refused claim is the server's own message.
const en = {
  earn: {
    signedOut: {
      title: 'Invite friends, earn rewards',
      pairs:
        'Share your own invite link. For every two friends who sign up through it and become valid invitees, you get a reward, paid the next morning.',
      rebate:
        'You can also get an agent rebate: a share of your invitees’ valid bets, to claim here.',
      more: 'Sign in to see your link, the exact rules in your market and your team.',
      signIn: 'Sign in to invite',
    },
    link: {
      title: 'Your invite link',
      code: 'Invite code: {{code}}',
      copy: 'Copy link',
      share: 'Share',
      shareText: 'Join me on {{app}}',
      qr: 'QR code of your invite link',
      qrHint: 'A friend can scan this code to open your link.',
      qrFailed: 'The QR code could not be drawn. Copy the link instead.',
    },
    rules: {
      title: 'How it works',
      paused:
        'The invitation programme is paused. Friends who sign up through your link still join your team, but nothing is paid while it is paused.',
      pair: 'For every 2 valid invitees you get {{amount}}.',
      validWhen: 'A friend is a valid invitee when:',
      validAlways: 'Every friend who signs up through your link is a valid invitee.',
      phone: 'their phone number is bound',
      deposit: 'they deposit at least {{amount}} in total',
      depositWithin: 'they deposit at least {{amount}} in total within {{period}} of signing up',
      validBet: 'they play, with valid bets of at least {{amount}} in total',
      validBetWithin:
        'they play, with valid bets of at least {{amount}} in total within {{period}} of signing up',
      days_one: '{{count}} day',
      days_other: '{{count}} days',
      payout: 'Pair rewards are paid at {{time}} the next morning.',
      rebate:
        'Agent rebate: {{percent}} of your invitees’ valid bets, counted per day. A day’s rebate can be claimed here once the day has closed.',
    },
    totals: {
      title: 'My invitations',
      invitees: 'Invitees',
      valid: 'Valid invitees',
      paid: 'Rewards paid',
      waiting: 'Rewards waiting',
    },
    rebate: {
      title: 'Agent rebate',
      claimable: 'Ready to claim',
      claimed: 'Claimed so far: {{amount}}',
      claim: 'Claim',
      nothing: 'Nothing to claim yet.',
      held: 'Your rewards are on hold. Please contact customer service.',
      claimedToast: '{{amount}} added to your balance',
    },
    team: {
      title: 'My team',
      range: 'Invited in',
      counts_one: '{{invitees}} invitee, {{valid}} valid',
      counts_other: '{{invitees}} invitees, {{valid}} valid',
      empty: 'No one signed up through your link in this period.',
      invited: 'Invited {{time}}',
      deposit: 'Deposit {{amount}}',
      legend: 'What the statuses mean',
    },
    status: {
      under_review: 'Under Review',
      pass: 'Pass',
      claimable: 'Claimable',
      reclaim: 'ReClaim',
      claim: 'Claim',
    },
    statusMeaning: {
      under_review: 'Signed up through your link, not a valid invitee yet.',
      pass: 'A valid invitee, waiting for a second one to make a pair, or for the next payout.',
      claimable: 'The pair’s reward is granted and waiting.',
      reclaim: 'The pair’s reward could not be paid and is not coming.',
      claim: 'The pair’s reward was paid to your balance.',
    },
    ranks: 'Invitational Ranks: who invites the most',
  },
};

const ind: typeof en = {
  earn: {
    signedOut: {
      title: 'Ajak teman, dapatkan hadiah',
      pairs:
        'Bagikan link undangan Anda sendiri. Untuk setiap dua teman yang mendaftar lewat link itu dan menjadi undangan sah, Anda mendapat hadiah yang dibayar keesokan paginya.',
      rebate:
        'Anda juga bisa mendapat rabat agen: bagian dari taruhan sah undangan Anda, diklaim di sini.',
      more: 'Masuk untuk melihat link Anda, aturan lengkap di pasar Anda, dan tim Anda.',
      signIn: 'Masuk untuk mengundang',
    },
    link: {
      title: 'Link undangan Anda',
      code: 'Kode undangan: {{code}}',
      copy: 'Salin link',
      share: 'Bagikan',
      shareText: 'Ayo main bersama saya di {{app}}',
      qr: 'Kode QR link undangan Anda',
      qrHint: 'Teman bisa memindai kode ini untuk membuka link Anda.',
      qrFailed: 'Kode QR tidak dapat ditampilkan. Salin link-nya saja.',
    },
    rules: {
      title: 'Cara kerjanya',
      paused:
        'Program undangan sedang dihentikan sementara. Teman yang mendaftar lewat link Anda tetap masuk tim Anda, tetapi tidak ada yang dibayar selama dihentikan.',
      pair: 'Untuk setiap 2 undangan sah Anda mendapat {{amount}}.',
      validWhen: 'Seorang teman menjadi undangan sah bila:',
      validAlways: 'Setiap teman yang mendaftar lewat link Anda adalah undangan sah.',
      phone: 'nomor HP-nya sudah terhubung',
      deposit: 'total depositnya minimal {{amount}}',
      depositWithin: 'total depositnya minimal {{amount}} dalam {{period}} setelah mendaftar',
      validBet: 'mereka bermain, dengan total taruhan sah minimal {{amount}}',
      validBetWithin:
        'mereka bermain, dengan total taruhan sah minimal {{amount}} dalam {{period}} setelah mendaftar',
      days_one: '{{count}} hari',
      days_other: '{{count}} hari',
      payout: 'Hadiah pasangan dibayar pukul {{time}} keesokan paginya.',
      rebate:
        'Rabat agen: {{percent}} dari taruhan sah undangan Anda, dihitung per hari. Rabat suatu hari bisa diklaim di sini setelah hari itu ditutup.',
    },
    totals: {
      title: 'Undangan saya',
      invitees: 'Undangan',
      valid: 'Undangan sah',
      paid: 'Hadiah dibayar',
      waiting: 'Hadiah menunggu',
    },
    rebate: {
      title: 'Rabat agen',
      claimable: 'Siap diklaim',
      claimed: 'Sudah diklaim: {{amount}}',
      claim: 'Klaim',
      nothing: 'Belum ada yang bisa diklaim.',
      held: 'Hadiah Anda sedang ditahan. Silakan hubungi layanan pelanggan.',
      claimedToast: '{{amount}} masuk ke saldo Anda',
    },
    team: {
      title: 'Tim saya',
      range: 'Diundang dalam',
      counts_one: '{{invitees}} undangan, {{valid}} sah',
      counts_other: '{{invitees}} undangan, {{valid}} sah',
      empty: 'Belum ada yang mendaftar lewat link Anda pada periode ini.',
      invited: 'Diundang {{time}}',
      deposit: 'Deposit {{amount}}',
      legend: 'Arti status',
    },
    status: {
      under_review: 'Ditinjau',
      pass: 'Lolos',
      claimable: 'Bisa diklaim',
      reclaim: 'Batal',
      claim: 'Dibayar',
    },
    statusMeaning: {
      under_review: 'Mendaftar lewat link Anda, belum menjadi undangan sah.',
      pass: 'Undangan sah, menunggu undangan sah kedua untuk membentuk pasangan, atau pembayaran berikutnya.',
      claimable: 'Hadiah pasangan sudah diberikan dan sedang menunggu.',
      reclaim: 'Hadiah pasangan tidak dapat dibayar dan tidak akan datang.',
      claim: 'Hadiah pasangan sudah dibayar ke saldo Anda.',
    },
    ranks: 'Peringkat Undangan: siapa yang paling banyak mengundang',
  },
};

addTexts({ en, ind });
