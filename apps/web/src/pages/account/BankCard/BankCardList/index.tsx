import { BankCardList as Cards } from '../../../../features/withdraw';

/** SPEC §2 BankCardList (title Withdraw Account): the player's accounts, masked. */
export default function BankCardList() {
  return <Cards />;
}
