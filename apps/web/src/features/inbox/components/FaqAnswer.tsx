import { useQuery } from '@tanstack/react-query';
import { CallFailed } from '../../../api/query';
import { PageLoading } from '../../../components/PageStatus';
import { QueryError } from '../../../components/QueryError';
import { useLang } from '../../../hooks/useLocale';
import { useTranslation } from '../../../i18n';
import { go } from '../../../nav';
import { PAGES } from '../../../nav/pages';
import { faqInfoQuery } from '../api';

function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="faq" data-testid="faq-not-found">
      <p className="dep-empty">{t('faq.notFound')}</p>
      <button
        type="button"
        className="btn btn-ghost btn-block"
        onClick={() => go('redirectTo', PAGES.account.FAQ)}
      >
        {t('faq.more')}
      </button>
    </div>
  );
}

/** One FAQ answer (FAQ Info); an id that does not exist says "not found" in the player's words. */
export function FaqAnswer({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  const q = useQuery({ ...faqInfoQuery(id ?? 0, lang), enabled: id !== null });
  if (id === null) return <NotFound />;
  if (q.isError) {
    if (q.error instanceof CallFailed && q.error.result.state === '404') return <NotFound />;
    return <QueryError onRetry={() => void q.refetch()} />;
  }
  if (!q.data) return <PageLoading />;
  return (
    <article className="faq" data-testid="faq-answer">
      <p className="muted faq-answer-topic">{q.data.topic}</p>
      <h2 className="faq-answer-question">{q.data.question}</h2>
      <p className="faq-answer-text" data-testid="faq-answer-text">
        {q.data.answer}
      </p>
      <button
        type="button"
        className="btn btn-ghost btn-block"
        data-testid="faq-more"
        onClick={() => go('redirectTo', PAGES.account.FAQ)}
      >
        {t('faq.more')}
      </button>
    </article>
  );
}
