import type { Deps } from '../deps.js';
import { OperatorError } from '../http/errors.js';
import {
  addQuestion,
  addTopic,
  broadcast,
  cancelBroadcast,
  editQuestion,
  editTopic,
  faqForOperator,
  listBroadcasts,
  playerMessages,
  removeQuestion,
  removeTopic,
  type Segment,
  sendToPlayer,
} from '../modules/inbox/index.js';
import { flag, option } from './args.js';
import { refusalsExit } from './commands.js';

export const INBOX_USAGE = `Usage: npm run ops -- inbox <command> | faq <command>

  inbox send --uid <uid> <message>      a message to one player, now
  inbox send --everyone | <segment> [--at <ISO time>] <message>
                                        a broadcast (one row, read by every player it targets)
      segment: [--vip-min <n>] [--vip-max <n>] [--signed-up-from <ISO time>] [--signed-up-to <ISO time>]
      message: --title-en <text> --title-id <text> --body-en <text> --body-id <text> [--link /pages/…]
  inbox list                            the market's broadcasts: when, segment, players reached, read, deleted
  inbox cancel <id>                     stop a broadcast (scheduled or sent): players no longer see it
  inbox player <uid>                    a player's own messages (system and operator), newest first

  faq list                              every topic and question of the market
  faq topic add <name> --title-en <text> --title-id <text> [--sort <n>]
  faq topic edit <name> [--title-en <text> --title-id <text>] [--sort <n>]
  faq topic remove <name>               removes the topic and its questions
  faq add <topic name> --question-en <text> --question-id <text> --answer-en <text> --answer-id <text> [--sort <n>]
  faq edit <id> [--question-en/-id] [--answer-en/-id] [--sort <n>] [--topic <name>]
  faq remove <id>
`;

function bi(args: string[], name: string): { en: string; id: string } | undefined {
  const en = option(args, `${name}-en`);
  const id = option(args, `${name}-id`);
  if (en === undefined && id === undefined) return undefined;
  if (en === undefined || id === undefined) {
    throw new OperatorError(`--${name}-en and --${name}-id go together`);
  }
  return { en, id };
}

function time(args: string[], name: string): Date | undefined {
  const v = option(args, name);
  if (v === undefined) return undefined;
  const d = new Date(v);
  if (Number.isNaN(d.getTime())) throw new OperatorError(`--${name} is not a time: ${v}`);
  return d;
}

function whole(args: string[], name: string): number | undefined {
  const v = option(args, name);
  if (v === undefined) return undefined;
  if (!/^\d+$/.test(v)) throw new OperatorError(`--${name} must be a whole number: ${v}`);
  return Number(v);
}

function idOf(target: string | undefined, what: string): number {
  if (!target || !/^\d+$/.test(target)) throw new OperatorError(`give the ${what} id`);
  return Number(target);
}

function segmentOf(args: string[]): Segment | null {
  const segment: Segment = {
    vipMin: whole(args, 'vip-min'),
    vipMax: whole(args, 'vip-max'),
    signedUpFrom: time(args, 'signed-up-from'),
    signedUpTo: time(args, 'signed-up-to'),
  };
  const filtered = Object.values(segment).some((v) => v !== undefined);
  if (flag(args, 'everyone')) {
    if (filtered) throw new OperatorError('--everyone takes no segment options');
    return {};
  }
  return filtered ? segment : null;
}

const describeSegment = (b: {
  vipMin: number | null;
  vipMax: number | null;
  signedUpFrom: Date | null;
  signedUpTo: Date | null;
}) => {
  const parts = [
    b.vipMin !== null || b.vipMax !== null ? `VIP ${b.vipMin ?? 0}-${b.vipMax ?? 'any'}` : '',
    b.signedUpFrom ? `signed up from ${b.signedUpFrom.toISOString()}` : '',
    b.signedUpTo ? `signed up before ${b.signedUpTo.toISOString()}` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'everyone';
};

async function send(deps: Deps, args: string[], out: (l: string) => void): Promise<number> {
  const title = bi(args, 'title');
  const body = bi(args, 'body');
  if (!title || !body) {
    out('send needs --title-en/--title-id and --body-en/--body-id');
    return 2;
  }
  const mail = { title, body, link: option(args, 'link') ?? '' };
  const uid = option(args, 'uid');
  const segment = segmentOf(args);
  if (uid !== undefined) {
    if (segment || option(args, 'at') !== undefined) {
      throw new OperatorError('--uid sends to one player now: no segment, --everyone or --at');
    }
    const row = await sendToPlayer(deps, uid, mail);
    out(`sent message m${row.id} to player ${uid}`);
    return 0;
  }
  if (!segment) {
    out('send needs --uid, --everyone or a segment (--vip-min, --vip-max, --signed-up-from/to)');
    return 2;
  }
  const row = await broadcast(deps, {
    ...mail,
    segment,
    sendAt: time(args, 'at'),
    by: process.env.USER ?? 'ops',
  });
  out(
    `broadcast #${row.id} to ${describeSegment(row)} in ${row.market}, from ${row.sendAt.toISOString()}`,
  );
  return 0;
}

/** `inbox …`: messages and broadcasts, on the inbox module's services. */
export async function runInboxOps(
  deps: Deps,
  args: string[],
  out: (line: string) => void,
): Promise<number> {
  const [, command, target] = args;
  return refusalsExit(out, async () => {
    if (command === 'send') return send(deps, args, out);
    if (command === 'list') {
      const rows = await listBroadcasts(deps);
      for (const b of rows) {
        out(
          [
            `#${b.id}`,
            b.cancelledAt ? 'cancelled' : b.sendAt > deps.now() ? 'scheduled' : 'sent',
            b.sendAt.toISOString(),
            describeSegment(b),
            `"${b.title.en}"`,
            `players ${b.players}`,
            `read ${b.read}`,
            `deleted ${b.deleted}`,
          ].join('  '),
        );
      }
      out(`${rows.length} broadcasts in ${deps.market.code}`);
      return 0;
    }
    if (command === 'cancel') {
      const row = await cancelBroadcast(deps, idOf(target, 'broadcast'));
      out(`broadcast #${row.id} cancelled`);
      return 0;
    }
    if (command === 'player' && target) {
      const rows = await playerMessages(deps, target);
      for (const m of rows) {
        out(
          [
            `m${m.id}`,
            m.kind,
            m.createdAt.toISOString(),
            m.msgKey ?? `"${m.title?.en ?? ''}"`,
            m.readAt ? 'read' : 'unread',
            ...(m.deletedAt ? ['deleted'] : []),
          ].join('  '),
        );
      }
      out(`${rows.length} messages`);
      return 0;
    }
    out(INBOX_USAGE);
    return command === 'help' ? 0 : 2;
  });
}

/** `faq …`: the market's FAQ topics and questions. */
export async function runFaqOps(
  deps: Deps,
  args: string[],
  out: (line: string) => void,
): Promise<number> {
  const [, command, sub, name] = args;
  return refusalsExit(out, async () => {
    if (command === 'list') {
      const topics = await faqForOperator(deps);
      for (const t of topics) {
        out(`topic ${t.slug}  sort ${t.sort}  "${t.title.en}" / "${t.title.id}"`);
        for (const e of t.entries) out(`  #${e.id}  sort ${e.sort}  "${e.question.en}"`);
      }
      out(`${topics.length} topics in ${deps.market.code}`);
      return 0;
    }
    if (command === 'topic' && name) {
      if (sub === 'add') {
        const title = bi(args, 'title');
        if (!title) throw new OperatorError('topic add needs --title-en and --title-id');
        const t = await addTopic(deps, name, title, whole(args, 'sort'));
        out(`added topic ${t.slug}`);
        return 0;
      }
      if (sub === 'edit') {
        const t = await editTopic(deps, name, {
          title: bi(args, 'title'),
          sort: whole(args, 'sort'),
        });
        out(`edited topic ${t.slug}`);
        return 0;
      }
      if (sub === 'remove') {
        const t = await removeTopic(deps, name);
        out(`removed topic ${t.slug} and its questions`);
        return 0;
      }
    }
    if (command === 'add' && sub) {
      const question = bi(args, 'question');
      const answer = bi(args, 'answer');
      if (!question || !answer) {
        throw new OperatorError(
          'add needs --question-en/--question-id and --answer-en/--answer-id',
        );
      }
      const q = await addQuestion(deps, sub, { question, answer, sort: whole(args, 'sort') });
      out(`added question #${q.id}`);
      return 0;
    }
    if (command === 'edit') {
      const q = await editQuestion(deps, idOf(sub, 'question'), {
        question: bi(args, 'question'),
        answer: bi(args, 'answer'),
        sort: whole(args, 'sort'),
        topic: option(args, 'topic'),
      });
      out(`edited question #${q.id}`);
      return 0;
    }
    if (command === 'remove') {
      const q = await removeQuestion(deps, idOf(sub, 'question'));
      out(`removed question #${q.id}`);
      return 0;
    }
    out(INBOX_USAGE);
    return command === 'help' ? 0 : 2;
  });
}
