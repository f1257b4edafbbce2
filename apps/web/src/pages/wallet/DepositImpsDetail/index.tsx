import { TransferDetail } from '../../../features/deposit';

/** SPEC §2 DepositImpsDetail (title IMPS): the bank account to pay, then the UTR. */
export default function DepositImpsDetail() {
  return <TransferDetail method="imps" />;
}
