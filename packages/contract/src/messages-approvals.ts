/**
 * Texts of four-eyes and role limits (docs/OPERATIONS.md, "Four-eyes"): each refusal names
 * the rule that refused, in both languages.
 */
export const approvalsMessages = {
  consoleApprovalOwnRequest: {
    en: 'Four-eyes rule: you asked for this, so another operator must approve or reject it',
    id: 'Aturan empat mata: Anda yang meminta ini, jadi operator lain yang harus menyetujui atau menolaknya',
  },
  consoleApprovalNotPending: {
    en: 'This request is no longer waiting (someone decided it already)',
    id: 'Permintaan ini tidak lagi menunggu (seseorang sudah memutuskannya)',
  },
  consoleApprovalNotFound: {
    en: 'No request has this number',
    id: 'Tidak ada permintaan dengan nomor ini',
  },
  consoleApprovalRequested: {
    en: 'Four-eyes rule: this needs a second operator’s approval; request {{id}} is waiting in Requests',
    id: 'Aturan empat mata: ini perlu persetujuan operator kedua; permintaan {{id}} menunggu di Permintaan',
  },
  consoleApprovalActFailed: {
    en: 'The request could not be carried out ({{reason}}); nothing moved and it is still waiting',
    id: 'Permintaan tidak dapat dijalankan ({{reason}}); tidak ada yang berpindah dan masih menunggu',
  },
  consoleRuleMarketingBudget: {
    en: 'Role limit: marketing may create a promotion only with a budget of at most {{max}}',
    id: 'Batas peran: pemasaran hanya boleh membuat promosi dengan anggaran paling banyak {{max}}',
  },
  consoleRuleMarketingCodeAmount: {
    en: 'Role limit: marketing may issue gift codes of at most {{max}} each',
    id: 'Batas peran: pemasaran hanya boleh menerbitkan kode hadiah paling banyak {{max}} per kode',
  },
  consoleRuleMarketingNoBudget: {
    en: 'Role limit: marketing may create or change a promotion only with a budget (of at most {{max}})',
    id: 'Batas peran: pemasaran hanya boleh membuat atau mengubah promosi dengan anggaran (paling banyak {{max}})',
  },
  consoleBatchCodesShown: {
    en: 'The codes of this batch were shown once already; they stay masked (disable them and make a new batch if they were lost)',
    id: 'Kode batch ini sudah ditampilkan sekali; kode tetap disamarkan (nonaktifkan dan buat batch baru bila hilang)',
  },
  consoleBatchCodesNotYours: {
    en: 'Only the operator who asked for this batch sees its codes, once, after approval',
    id: 'Hanya operator yang meminta batch ini yang melihat kodenya, sekali, setelah disetujui',
  },
  consoleBatchNotApproved: {
    en: 'This request is not an approved gift-code batch',
    id: 'Permintaan ini bukan batch kode hadiah yang disetujui',
  },
} as const satisfies Record<string, Record<'en' | 'id', string>>;
