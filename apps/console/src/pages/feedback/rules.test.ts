import { consoleApi } from '@cardroom/contract/console';
import { describe, expect, it } from 'vitest';
import { draftFromCanned, ownerChoices, replyPayload, replyProblem, stateMoves } from './rules';

const serverTakes = (d: { en: string; id: string }) =>
  consoleApi.consoleFeedbackReply.request.safeParse({ id: 1, ...replyPayload(d) }).success;

describe('feedback desk rules', () => {
  it('offers anyone, me, nobody and each operator as owners', () => {
    expect(ownerChoices([{ id: 7, login: 'sam' }]).map((c) => c.value)).toEqual([
      'anyone',
      'me',
      'none',
      '7',
    ]);
    for (const c of ownerChoices([{ id: 7, login: 'sam' }])) {
      expect(consoleApi.consoleFeedbackList.request.safeParse({ owner: c.value }).success).toBe(
        true,
      );
    }
  });

  it('a canned reply fills both languages; the draft is refused exactly where the server refuses', () => {
    const d = draftFromCanned({ title: 'Paid', text: { en: ' Paid. ', id: ' Dibayar. ' } });
    expect(replyPayload(d)).toEqual({ reply: 'Paid.', replyId: 'Dibayar.' });
    expect(replyProblem(d)).toBeNull();
    expect(serverTakes(d)).toBe(true);
    for (const bad of [
      { en: '  ', id: 'Dibayar' },
      { en: 'x'.repeat(1001), id: '' },
      { en: 'ok', id: 'y'.repeat(1001) },
    ]) {
      expect(replyProblem(bad)).not.toBeNull();
      expect(serverTakes(bad)).toBe(false);
    }
    expect(replyProblem({ en: 'One text for all', id: '' })).toBeNull();
  });

  it('moves between new and in progress, never out of closed', () => {
    expect(stateMoves('open')).toEqual(['in_progress']);
    expect(stateMoves('in_progress')).toEqual(['open']);
    expect(stateMoves('replied')).toEqual(['open', 'in_progress']);
    expect(stateMoves('closed')).toEqual([]);
  });
});
