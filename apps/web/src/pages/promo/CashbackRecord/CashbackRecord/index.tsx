import { ComingSoon } from '../../../../components/ComingSoon';

/** Placeholder until its issue lands; it says so rather than pretending to work. */
export default function CashbackRecord() {
  return <ComingSoon titleKey="page.cashbackRecord" icon="list" />;
}
