import { BankCardForm } from '../../../../features/withdraw';
import { useLocation } from '../../../../nav';

/** SPEC §2 BankCard (title Withdraw Account): add an account, or change the one `?id=` names. */
export default function BankCard() {
  const editId = new URLSearchParams(useLocation().search).get('id') ?? '';
  return <BankCardForm editId={editId} />;
}
