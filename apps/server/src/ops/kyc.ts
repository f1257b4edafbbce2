import type { Deps } from '../deps.js';
import { OperatorError } from '../http/errors.js';
import { decideKyc, kycQueue, kycSnapshot, maskedOf } from '../modules/kyc/index.js';
import { writeAudit } from '../modules/operators/index.js';
import { option } from './args.js';
import { refusalsExit } from './commands.js';

export const KYC_USAGE = `Usage: npm run ops -- kyc <command>

  kyc list                              identity checks waiting (review, or pending with the provider)
  kyc approve <id>                      approve one: the player may withdraw
  kyc reject <id> --reason <text>       reject one with a reason the player reads (they may send again)
`;

function idOf(target: string | undefined): number {
  if (!target || !/^[1-9]\d*$/.test(target)) throw new OperatorError('give the submission id');
  return Number(target);
}

/** `kyc list|approve|reject`: the console's queue from the command line, audited as `ops`. */
export async function runKycOps(
  deps: Deps,
  args: string[],
  out: (line: string) => void,
): Promise<number> {
  const [, command, target] = args;
  return refusalsExit(out, async () => {
    if (command === 'list') {
      const rows = await kycQueue(deps);
      for (const { row, uid } of rows) {
        out(
          [
            `#${row.id}`,
            row.state,
            `player ${uid}`,
            JSON.stringify(row.fullName),
            `born ${row.birthday}`,
            `${row.documentType} ${maskedOf(row)}`,
            `sent ${row.createdAt.toISOString()}`,
          ].join('  '),
        );
      }
      out(`${rows.length} waiting`);
      return 0;
    }
    if (command === 'approve' || command === 'reject') {
      const id = idOf(target);
      const reason = option(args, 'reason');
      if (command === 'reject' && (!reason || reason.trim().length < 3)) {
        out('reject needs <id> and --reason <text> (at least 3 characters)');
        return 2;
      }
      const decision =
        command === 'approve'
          ? { approve: true as const }
          : { approve: false as const, reason: (reason ?? '').trim() };
      const row = await decideKyc(deps, id, decision, 'ops', (tx, before, after) =>
        writeAudit(tx, deps.now(), {
          operatorId: null,
          actor: 'ops',
          ip: '',
          action: `kyc.${command}`,
          target: `user:${after.userId}`,
          before: kycSnapshot(before),
          after: kycSnapshot(after),
        }),
      );
      if (!row) throw new OperatorError(`identity check #${id} is not waiting for a decision`);
      out(`${command === 'approve' ? 'approved' : 'rejected'} identity check #${id}`);
      return 0;
    }
    out(KYC_USAGE);
    return 2;
  });
}
