// The feedback feature: the form (category, text, screenshot shrunk in the browser) and the
// player's list with our answers. Its texts and stylesheet come with it, for the one page.
import './texts';
import './feedback.css';

export { feedbackKeys, useSendFeedback } from './api';
export { FeedbackForm } from './components/FeedbackForm';
export { FeedbackList } from './components/FeedbackList';
export { feedbackFormError, shrunkSize } from './rules';
