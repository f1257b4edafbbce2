import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder until its issue lands; it says so rather than pretending to work. */
export default function DepositHistory() {
  return <ComingSoon titleKey="page.depositHistory" icon="list" />;
}
