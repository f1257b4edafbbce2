import type { FeedbackItem } from '@cardroom/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PagedList, usePagedList, useRowTexts } from '../../../components/List';
import { QueryError } from '../../../components/QueryError';
import { Sheet } from '../../../components/Sheet';
import { signedInUid, useSession } from '../../../stores/session';
import { feedbackKeys, feedbackPage, screenshotQuery } from '../api';

/** The player's feedback, newest first: what it was about, when, its state and our answer. */
export function FeedbackList() {
  const { t, time } = useRowTexts();
  const uid = useSession(signedInUid);
  const list = usePagedList(feedbackKeys.list(uid), feedbackPage);
  const [shotOf, setShotOf] = useState<FeedbackItem | null>(null);
  return (
    <section className="feedback-mine" aria-labelledby="feedback-mine-title">
      <h2 id="feedback-mine-title" className="feedback-mine-title">
        {t('feedback.mine')}
      </h2>
      <PagedList list={list} className="feedback-list" emptyText={t('feedback.empty')}>
        {(f) => (
          <li key={f.id} className="feedback-row" data-testid={`feedback-row-${f.id}`}>
            <span className="feedback-row-head">
              <strong>{t(`feedback.categories.${f.category}`)}</strong>
              <span className={`feedback-state is-${f.state}`} data-testid="feedback-state">
                {t(`feedback.states.${f.state}`)}
              </span>
            </span>
            <small className="muted">{time(f.createdAt)}</small>
            <p className="feedback-row-text">{f.text}</p>
            {f.hasScreenshot ? (
              <button
                type="button"
                className="btn btn-ghost feedback-view-shot"
                data-testid="feedback-view-shot"
                onClick={() => setShotOf(f)}
              >
                {t('feedback.viewScreenshot')}
              </button>
            ) : null}
            {f.reply ? (
              <div className="feedback-reply" data-testid="feedback-reply">
                <small className="muted">
                  {t('feedback.reply')}
                  {f.repliedAt ? ` · ${time(f.repliedAt)}` : ''}
                </small>
                <p>{f.reply}</p>
              </div>
            ) : null}
          </li>
        )}
      </PagedList>
      {shotOf ? <ScreenshotSheet item={shotOf} onClose={() => setShotOf(null)} /> : null}
    </section>
  );
}

/** The screenshot, fetched when opened (only its owner may read it), shown as a picture. */
function ScreenshotSheet({ item, onClose }: { item: FeedbackItem; onClose: () => void }) {
  const { t } = useRowTexts();
  const shot = useQuery(screenshotQuery(item.id));
  return (
    <Sheet title={t('feedback.screenshotTitle')} onClose={onClose} testId="feedback-shot-sheet">
      {shot.isError ? (
        <QueryError onRetry={() => void shot.refetch()} testId="feedback-shot-error" />
      ) : shot.data ? (
        <img
          className="feedback-shot-full"
          src={`data:${shot.data.type};base64,${shot.data.data}`}
          alt={t('feedback.screenshotTitle')}
          data-testid="feedback-shot-image"
        />
      ) : (
        <p className="muted">…</p>
      )}
    </Sheet>
  );
}
