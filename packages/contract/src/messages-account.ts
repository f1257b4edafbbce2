/**
 * The texts of the player's inbox, FAQ, feedback, VIP levels and invitation programme, in both
 * languages (part of the one catalogue in messages.ts, which spreads them in).
 */
export const accountMessages = {
  mailNotFound: { en: 'This message was not found', id: 'Pesan ini tidak ditemukan' },
  faqNotFound: { en: 'This question was not found', id: 'Pertanyaan ini tidak ditemukan' },
  mailDepositCreditedTitle: { en: 'Deposit received', id: 'Deposit diterima' },
  mailDepositCreditedBody: {
    en: 'Your deposit of {{amount}} (order {{orderNo}}) has been added to your balance.',
    id: 'Deposit Anda sebesar {{amount}} (pesanan {{orderNo}}) telah ditambahkan ke saldo Anda.',
  },
  mailDepositRejectedTitle: { en: 'Deposit rejected', id: 'Deposit ditolak' },
  mailDepositRejectedBody: {
    en: 'Your deposit of {{amount}} (order {{orderNo}}) was not credited. Reason: {{reason}}',
    id: 'Deposit Anda sebesar {{amount}} (pesanan {{orderNo}}) tidak dikreditkan. Alasan: {{reason}}',
  },
  mailWithdrawalPaidTitle: { en: 'Withdrawal paid', id: 'Penarikan dibayar' },
  mailWithdrawalPaidBody: {
    en: 'Your withdrawal of {{amount}} (order {{orderNo}}) has been paid to your bank account.',
    id: 'Penarikan Anda sebesar {{amount}} (pesanan {{orderNo}}) telah dibayarkan ke rekening bank Anda.',
  },
  mailWithdrawalRefundedTitle: { en: 'Withdrawal returned', id: 'Penarikan dikembalikan' },
  mailWithdrawalRefundedBody: {
    en: 'Your withdrawal of {{amount}} (order {{orderNo}}) was not paid and the money is back in your balance. Reason: {{reason}}',
    id: 'Penarikan Anda sebesar {{amount}} (pesanan {{orderNo}}) tidak dibayarkan dan uangnya sudah kembali ke saldo Anda. Alasan: {{reason}}',
  },
  feedbackCategoryMissing: {
    en: 'Please choose what your feedback is about',
    id: 'Silakan pilih topik masukan Anda',
  },
  feedbackTextEmpty: { en: 'Please write your feedback', id: 'Silakan tulis masukan Anda' },
  feedbackTextTooLong: {
    en: 'Feedback can be at most 140 characters',
    id: 'Masukan paling banyak 140 karakter',
  },
  feedbackScreenshotUnreadable: {
    en: 'The screenshot must be a PNG, JPEG or WebP image',
    id: 'Tangkapan layar harus berupa gambar PNG, JPEG, atau WebP',
  },
  feedbackScreenshotTooLarge: {
    en: 'The screenshot is too large (at most 1 MB)',
    id: 'Tangkapan layar terlalu besar (maksimal 1 MB)',
  },
  feedbackTooMany: {
    en: 'You have sent a lot of feedback, please try again in {{minutes}} minutes',
    id: 'Anda sudah mengirim banyak masukan, silakan coba lagi dalam {{minutes}} menit',
  },
  feedbackNotFound: { en: 'This feedback was not found', id: 'Masukan ini tidak ditemukan' },
  mailFeedbackRepliedTitle: { en: 'Reply to your feedback', id: 'Balasan untuk masukan Anda' },
  mailFeedbackRepliedBody: {
    en: 'About "{{text}}": {{reply}}',
    id: 'Tentang "{{text}}": {{reply}}',
  },
  mailVipLevelUpTitle: { en: 'You reached VIP {{level}}', id: 'Anda mencapai VIP {{level}}' },
  mailVipLevelUpBody: {
    en: 'Congratulations: you are now VIP {{level}}. Your level-up reward of {{amount}} has been added to your balance as VIP Bonus; see your new withdraw limits on the VIP page.',
    id: 'Selamat: Anda sekarang VIP {{level}}. Hadiah naik level sebesar {{amount}} telah ditambahkan ke saldo Anda sebagai Bonus VIP; lihat batas penarikan baru Anda di halaman VIP.',
  },
  mailVipLevelUpNoRewardTitle: {
    en: 'You reached VIP {{level}}',
    id: 'Anda mencapai VIP {{level}}',
  },
  mailVipLevelUpNoRewardBody: {
    en: 'Congratulations: you are now VIP {{level}}. See your new withdraw limits on the VIP page.',
    id: 'Selamat: Anda sekarang VIP {{level}}. Lihat batas penarikan baru Anda di halaman VIP.',
  },
  mailBonusCreditedTitle: { en: 'Bonus credited: {{amount}}', id: 'Bonus dikreditkan: {{amount}}' },
  mailBonusCreditedBody: {
    en: '{{amount}} from "{{promo}}" has been added to your balance. Before you withdraw it, place valid bets of {{wagering}} in total.',
    id: '{{amount}} dari "{{promo}}" telah ditambahkan ke saldo Anda. Sebelum menariknya, pasang taruhan sah sebesar {{wagering}} secara total.',
  },
  mailBonusCreditedNoWageringTitle: {
    en: 'Bonus credited: {{amount}}',
    id: 'Bonus dikreditkan: {{amount}}',
  },
  mailBonusCreditedNoWageringBody: {
    en: '{{amount}} from "{{promo}}" has been added to your balance. See it in your balance records.',
    id: '{{amount}} dari "{{promo}}" telah ditambahkan ke saldo Anda. Lihat di catatan saldo Anda.',
  },
  mailRewardPaidTitle: { en: 'Reward paid: {{amount}}', id: 'Hadiah dibayar: {{amount}}' },
  mailRewardPaidBody: {
    en: 'Your reward of {{amount}} from "{{promo}}" has been added to your balance. See it in your balance records.',
    id: 'Hadiah Anda sebesar {{amount}} dari "{{promo}}" telah ditambahkan ke saldo Anda. Lihat di catatan saldo Anda.',
  },
  vipPromoLevel: {
    en: 'You are VIP {{level}}: a reward is paid at every new level',
    id: 'Anda VIP {{level}}: hadiah dibayar di setiap level baru',
  },
  inviteRebateNothing: {
    en: 'There is no agent rebate to claim yet: it accrues from your team’s valid bets of each finished day',
    id: 'Belum ada rabat agen untuk diklaim: rabat dihitung dari taruhan sah tim Anda pada setiap hari yang sudah selesai',
  },
  inviteRebateHeld: {
    en: 'Your invitation rewards are on hold while we review your team. Please contact customer service',
    id: 'Hadiah undangan Anda ditahan selama kami memeriksa tim Anda. Silakan hubungi layanan pelanggan',
  },
  inviteRankingNotRanked: {
    en: 'Invite friends to join today’s ranking',
    id: 'Undang teman untuk masuk peringkat hari ini',
  },
} as const satisfies Record<string, Record<'en' | 'id', string>>;
