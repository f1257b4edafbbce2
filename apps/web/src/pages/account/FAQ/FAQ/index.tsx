import { FaqTopics } from '../../../../features/inbox';

/** SPEC §2 FAQ: the operator's questions grouped by topic, in the player's language. */
export default function FAQ() {
  return (
    <div className="page-pad">
      <FaqTopics />
    </div>
  );
}
