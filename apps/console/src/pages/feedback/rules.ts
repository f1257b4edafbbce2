import type { CannedReply, FeedbackDeskState } from '@cardroom/contract/console';

/** What the desk calls each state (the server's codes stay open / replied, which the CLI uses). */
export const STATE_LABEL: Record<FeedbackDeskState, string> = {
  open: 'New',
  in_progress: 'In progress',
  replied: 'Answered',
  closed: 'Closed',
};

export const stateLabel = (s: FeedbackDeskState | 'all') => (s === 'all' ? 'All' : STATE_LABEL[s]);

/** The owner filter's choices: anyone, me, nobody, then each desk operator by login. */
export function ownerChoices(
  operators: ReadonlyArray<{ id: number; login: string }>,
): Array<{ value: string; label: string }> {
  return [
    { value: 'anyone', label: 'Anyone' },
    { value: 'me', label: 'Me' },
    { value: 'none', label: 'Nobody' },
    ...operators.map((o) => ({ value: String(o.id), label: o.login })),
  ];
}

export interface ReplyDraft {
  /** The answer in English, or the one text every player reads when `id` is empty. */
  en: string;
  /** The answer in Indonesian (optional). */
  id: string;
}

/** A canned reply picked: both languages filled in, for the operator to adjust before sending. */
export const draftFromCanned = (c: CannedReply): ReplyDraft => ({ en: c.text.en, id: c.text.id });

/** What a reply sends: one text for everyone, or both languages (the player reads their own). */
export function replyPayload(d: ReplyDraft): { reply: string; replyId: string } {
  return { reply: d.en.trim(), replyId: d.id.trim() };
}

/** Why the draft cannot be sent yet, or null. Mirrors the server's reply schema. */
export function replyProblem(d: ReplyDraft, max = 1000): string | null {
  const { reply, replyId } = replyPayload(d);
  if (!reply) return 'Write the reply (the English text, or one text for every player).';
  if (reply.length > max || replyId.length > max) return `A reply has at most ${max} characters.`;
  return null;
}

/** The state buttons an item offers: new ↔ in progress while it is not closed. */
export function stateMoves(state: FeedbackDeskState): Array<'open' | 'in_progress'> {
  if (state === 'closed') return [];
  return (['open', 'in_progress'] as const).filter((s) => s !== state);
}
