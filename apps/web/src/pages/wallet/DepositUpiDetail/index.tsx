import { TransferDetail } from '../../../features/deposit';

/** SPEC §2 DepositUpiDetail (title UPI): the UPI ID to pay, then the UTR. */
export default function DepositUpiDetail() {
  return <TransferDetail method="upi" />;
}
