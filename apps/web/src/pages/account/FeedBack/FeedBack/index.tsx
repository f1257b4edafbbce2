import { FeedbackForm, FeedbackList } from '../../../../features/feedback';

/** SPEC §2 Feedback: send feedback (category, text, optional screenshot) and read our answers. */
export default function FeedBack() {
  return (
    <div className="page-pad feedback" data-testid="feedback-page">
      <FeedbackForm />
      <FeedbackList />
    </div>
  );
}
