import { writeFileSync } from 'node:fs';
import { type FeedbackState, feedbackStates } from '@cardroom/contract';
import type { Deps } from '../deps.js';
import { OperatorError } from '../http/errors.js';
import {
  closeFeedback,
  feedbackForOperator,
  type OperatorFeedback,
  replyToFeedback,
  screenshotForOperator,
} from '../modules/feedback/index.js';
import { option } from './args.js';
import { refusalsExit } from './commands.js';

export const FEEDBACK_USAGE = `Usage: npm run ops -- feedback <command>

  feedback list [--state open|replied|closed|all]
                                        newest first (default: open and replied)
  feedback reply <id> <text>            answer it; the answer also goes to the player's inbox
  feedback close <id>                   done: it takes no more answers
  feedback screenshot <id> --out <file> save its screenshot to a file
`;

function idOf(target: string | undefined): number {
  if (!target || !/^[1-9]\d*$/.test(target)) throw new OperatorError('give the feedback id');
  return Number(target);
}

function statesOf(args: string[]): FeedbackState[] | undefined {
  const v = option(args, 'state');
  if (v === undefined) return ['open', 'replied'];
  if (v === 'all') return undefined;
  if (!(feedbackStates as readonly string[]).includes(v)) {
    throw new OperatorError(`--state is one of ${feedbackStates.join(', ')}, all`);
  }
  return [v as FeedbackState];
}

const describe = (f: OperatorFeedback) =>
  [
    `#${f.id}`,
    f.state,
    `player ${f.uid}`,
    f.category,
    f.createdAt.toISOString(),
    JSON.stringify(f.text),
    f.screenshot ? `screenshot ${f.screenshot.type} ${f.screenshot.size} B` : '',
    f.reply ? `reply ${JSON.stringify(f.reply)}` : '',
  ]
    .filter(Boolean)
    .join('  ');

/** `feedback …`: the operator reads, answers and closes players' feedback. */
export async function runFeedbackOps(
  deps: Deps,
  args: string[],
  out: (line: string) => void,
): Promise<number> {
  const [, command, target] = args;
  return refusalsExit(out, async () => {
    if (command === 'list') {
      const rows = await feedbackForOperator(deps, { states: statesOf(args) });
      if (rows.length === 0) out('no feedback');
      for (const f of rows) out(describe(f));
      return 0;
    }
    if (command === 'reply') {
      const id = idOf(target);
      await replyToFeedback(deps, id, args.slice(3).join(' '));
      out(`answered feedback #${id}; the player has it in their inbox`);
      return 0;
    }
    if (command === 'close') {
      const id = idOf(target);
      await closeFeedback(deps, id);
      out(`closed feedback #${id}`);
      return 0;
    }
    if (command === 'screenshot') {
      const id = idOf(target);
      const file = option(args, 'out');
      if (!file) throw new OperatorError('give --out <file>');
      const shot = await screenshotForOperator(deps, id);
      writeFileSync(file, shot.bytes);
      out(`saved ${shot.type}, ${shot.bytes.length} B to ${file}`);
      return 0;
    }
    out(FEEDBACK_USAGE);
    return command === 'help' ? 0 : 2;
  });
}
