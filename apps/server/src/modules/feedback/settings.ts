import { z } from 'zod';
import { defineSetting } from '../settings/index.js';
import { REPLY_MAX } from './operator.js';

const replyText = z.string().trim().min(1).max(REPLY_MAX);

/**
 * The support desk's canned replies (`feedbackReplies`, console Settings, module feedback): a
 * title the operator picks by, and the answer in English and in Indonesian. The player reads
 * the answer in the language their app is in, so both texts are required.
 */
export const feedbackRepliesSetting = defineSetting({
  key: 'feedbackReplies',
  schema: z
    .array(
      z
        .object({
          title: z.string().trim().min(1).max(80),
          text: z.object({ en: replyText, id: replyText }).strict(),
        })
        .strict(),
    )
    .max(50),
  defaults: () => [
    {
      title: 'Thanks, we are looking into it',
      text: {
        en: 'Thank you for telling us. We are looking into it and will answer here soon.',
        id: 'Terima kasih sudah memberi tahu kami. Kami sedang memeriksanya dan akan segera menjawab di sini.',
      },
    },
    {
      title: 'Withdrawal paid',
      text: {
        en: 'Your withdrawal was paid. It can take up to a few hours to show in your bank account.',
        id: 'Penarikan Anda sudah dibayar. Mungkin perlu beberapa jam sampai terlihat di rekening bank Anda.',
      },
    },
    {
      title: 'Deposit credited',
      text: {
        en: 'Your deposit was credited to your balance. Thank you for your patience.',
        id: 'Deposit Anda sudah masuk ke saldo Anda. Terima kasih atas kesabaran Anda.',
      },
    },
  ],
});

export type FeedbackReplies = z.infer<typeof feedbackRepliesSetting.schema>;
