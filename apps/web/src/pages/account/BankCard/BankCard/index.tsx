import { useLocation } from 'react-router';
import { BankCardForm } from '../../../../features/withdraw';

/** SPEC §2 BankCard (title Withdraw Account): add an account, or change the one `?id=` names. */
export default function BankCard() {
  const editId = new URLSearchParams(useLocation().search).get('id') ?? '';
  return <BankCardForm editId={editId} />;
}
