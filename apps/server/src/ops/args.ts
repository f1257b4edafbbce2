import { type ParseArgsConfig, parseArgs } from 'node:util';
import { OperatorError } from '../http/errors.js';

/**
 * The ops command line's options, read by node:util's parseArgs: `--name value` or
 * `--name=value`, and the two flags. The commands still take their words by position
 * (`deposits reject-utr <orderNo>`), before the options, as USAGE shows them.
 */
const STRINGS = [
  'amount',
  'at',
  'banner',
  'budget',
  'code',
  'deposit',
  'ends',
  'expires',
  'kind',
  'length',
  'limit',
  'link',
  'login',
  'name',
  'out',
  'promotion',
  'reason',
  'reward',
  'role',
  'rules',
  'salt',
  'signed-up-from',
  'signed-up-to',
  'sort',
  'starts',
  'state',
  'status',
  'table',
  'topic',
  'type',
  'uid',
  'uses',
  'valid-bet',
  'vip-max',
  'vip-min',
  'wagering',
] as const;
/** Texts given in both languages: `--title-en` and `--title-id`. */
const BILINGUAL = ['answer', 'body', 'question', 'rules-text', 'summary', 'title'] as const;
const FLAGS = ['everyone', 'live'] as const;

const OPTIONS: NonNullable<ParseArgsConfig['options']> = Object.fromEntries([
  ...[...STRINGS, ...BILINGUAL.flatMap((n) => [`${n}-en`, `${n}-id`])].map((n) => [
    n,
    { type: 'string' as const },
  ]),
  ...FLAGS.map((n) => [n, { type: 'boolean' as const }]),
]);

/**
 * `--name value` as `--name=value` for the options that take one, so a value starting with a
 * dash (`--reward -5`) is that option's value, as the operator meant, and is refused by the
 * option's own check ("not an amount") rather than read as another option.
 */
function joined(args: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    const next = args[i + 1];
    if (a.startsWith('--') && OPTIONS[a.slice(2)]?.type === 'string' && next !== undefined) {
      out.push(`${a}=${next}`);
      i++;
    } else out.push(a);
  }
  return out;
}

type Values = Record<string, string | boolean | (string | boolean)[] | undefined>;

/**
 * The options of a command line. An option no command knows, or one missing its value, is
 * refused (the operator sees `refused: …`), not read as the next word.
 */
export function optionsOf(args: string[]): Values {
  try {
    return parseArgs({ args: joined(args), options: OPTIONS, allowPositionals: true, strict: true })
      .values;
  } catch (err) {
    throw new OperatorError(
      err instanceof Error ? (err.message.split('\n')[0] ?? '') : String(err),
    );
  }
}

export function option(args: string[], name: string): string | undefined {
  const v = optionsOf(args)[name];
  return typeof v === 'string' ? v : undefined;
}

export function flag(args: string[], name: (typeof FLAGS)[number]): boolean {
  return optionsOf(args)[name] === true;
}
