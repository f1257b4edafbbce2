import { useQuery } from '@tanstack/react-query';
import { Icon } from '../../../components/Icon';
import { PageLoading } from '../../../components/PageStatus';
import { QueryError } from '../../../components/QueryError';
import { useLang } from '../../../hooks/useLocale';
import { useTranslation } from '../../../i18n';
import { go } from '../../../nav';
import { PAGES } from '../../../nav/pages';
import { faqListQuery } from '../api';

/** The FAQ: topics in the operator's order, each question opening its answer. */
export function FaqTopics() {
  const { t } = useTranslation();
  const lang = useLang();
  const q = useQuery(faqListQuery(lang));
  if (q.isError) return <QueryError onRetry={() => void q.refetch()} />;
  if (!q.data) return <PageLoading />;
  if (q.data.topics.length === 0) {
    return (
      <p className="dep-empty" data-testid="faq-empty">
        {t('faq.empty')}
      </p>
    );
  }
  return (
    <div className="faq" data-testid="faq-page">
      {q.data.topics.map((topic) => (
        <section key={topic.id} className="faq-topic">
          <h2 className="faq-topic-title">{topic.title}</h2>
          <ul className="faq-list card">
            {topic.questions.map((question) => (
              <li key={question.id}>
                <button
                  type="button"
                  className="faq-question"
                  data-testid={`faq-question-${question.id}`}
                  onClick={() => go('navigateTo', `${PAGES.account.FAQInfo}?id=${question.id}`)}
                >
                  <span className="faq-question-text">{question.question}</span>
                  <Icon name="chevron" size={18} />
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
