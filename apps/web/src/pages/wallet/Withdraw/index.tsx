import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder until its issue lands; it says so rather than pretending to work. */
export default function Withdraw() {
  return <ComingSoon titleKey="page.withdraw" icon="wallet" />;
}
