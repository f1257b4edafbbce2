import { FaqAnswer, faqIdOf } from '../../../../features/inbox';
import { useLocation } from '../../../../nav';

/** SPEC §2 FAQ Info: one answer, by `?id=`. */
export default function FAQInfo() {
  return (
    <div className="page-pad">
      <FaqAnswer id={faqIdOf(useLocation().search)} />
    </div>
  );
}
