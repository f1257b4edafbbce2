import { FEEDBACK_TEXT_MAX, type FeedbackCategory, feedbackCategories } from '@cardroom/contract';
import { useRef, useState } from 'react';
import { FormStack, SubmitRow } from '../../../components/Form';
import { useLocale } from '../../../hooks/useLocale';
import { useTranslation } from '../../../i18n';
import { showToast } from '../../../stores/ui';
import { useSendFeedback } from '../api';
import { counterText, feedbackFormError, isPickableImage, tooLarge } from '../rules';
import { shrinkScreenshot } from '../screenshot';

type Shot = { base64: string; previewUrl: string };

/**
 * The feedback form: a category, the text (140 characters, counted as typed) and an optional
 * screenshot, shrunk in the browser before sending. A refusal shows under the form in the
 * player's language; the submit button is off while a send is on its way (no double send).
 */
export function FeedbackForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const send = useSendFeedback();
  const [category, setCategory] = useState<FeedbackCategory | null>(null);
  const [text, setText] = useState('');
  const [shot, setShot] = useState<Shot | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  async function pick(file: File | undefined) {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    if (!isPickableImage(file.type)) {
      setError(t('feedback.screenshotUnreadable'));
      return;
    }
    setPreparing(true);
    const shrunk = await shrinkScreenshot(file);
    setPreparing(false);
    if (!shrunk) {
      setError(t('feedback.screenshotUnreadable'));
      return;
    }
    setError(null);
    setShot(shrunk);
  }

  async function submit() {
    if (send.isPending || preparing) return;
    const problem =
      feedbackFormError({ category, text }, locale) ??
      (shot && tooLarge(shot.base64) ? t('feedback.screenshotUnreadable') : null);
    setError(problem);
    if (problem || !category) return;
    const r = await send.mutateAsync({
      category,
      text: text.trim(),
      ...(shot ? { screenshot: shot.base64 } : {}),
    });
    if (!r.ok) {
      setError(r.msg);
      return;
    }
    showToast(t('feedback.sent'), { icon: 'success' });
    setCategory(null);
    setText('');
    setShot(null);
  }

  return (
    <FormStack onSubmit={submit} className="form-stack feedback-form">
      <p className="muted feedback-intro">{t('feedback.intro')}</p>
      <fieldset className="feedback-categories">
        <legend className="field-label">{t('feedback.category')}</legend>
        {feedbackCategories.map((c) => (
          <button
            key={c}
            type="button"
            className={c === category ? 'feedback-chip is-on' : 'feedback-chip'}
            aria-pressed={c === category}
            data-testid={`feedback-category-${c}`}
            onClick={() => setCategory(c)}
          >
            {t(`feedback.categories.${c}`)}
          </button>
        ))}
      </fieldset>
      <label className="field-wrap">
        <span className="field-label">{t('feedback.text')}</span>
        <textarea
          className="feedback-text"
          rows={4}
          maxLength={FEEDBACK_TEXT_MAX}
          value={text}
          placeholder={t('feedback.placeholder')}
          data-testid="feedback-text"
          onChange={(e) => setText(e.target.value)}
        />
        <small className="muted feedback-counter" data-testid="feedback-counter">
          {counterText(text)}
        </small>
      </label>
      <div className="field-wrap">
        <span className="field-label">{t('feedback.screenshot')}</span>
        {shot ? (
          <div className="feedback-shot">
            <img src={shot.previewUrl} alt="" data-testid="feedback-shot-preview" />
            <button
              type="button"
              className="btn btn-ghost"
              data-testid="feedback-shot-remove"
              onClick={() => setShot(null)}
            >
              {t('feedback.removeScreenshot')}
            </button>
          </div>
        ) : (
          <label className="btn btn-ghost feedback-shot-pick">
            {preparing ? t('feedback.preparing') : t('feedback.addScreenshot')}
            <input
              ref={fileInput}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              className="sr-only"
              data-testid="feedback-shot-input"
              disabled={preparing}
              onChange={(e) => void pick(e.target.files?.[0])}
            />
          </label>
        )}
      </div>
      <SubmitRow
        error={error}
        label={t('feedback.send')}
        testId="feedback-submit"
        disabled={send.isPending || preparing}
      />
    </FormStack>
  );
}
