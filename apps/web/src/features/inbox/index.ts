// The inbox feature: the Mail page's list, the opened message and its actions, and the FAQ
// pages. Its texts and stylesheet come with it, once, for every inbox page.
import './texts';
import './inbox.css';

export { faqInfoQuery, faqListQuery, inboxKeys, useMailActions } from './api';
export { FaqAnswer } from './components/FaqAnswer';
export { FaqTopics } from './components/FaqTopics';
export { MailList } from './components/MailList';
export { MailView } from './components/MailView';
export { faqIdOf, mailLinkPage, mailPreview } from './rules';
