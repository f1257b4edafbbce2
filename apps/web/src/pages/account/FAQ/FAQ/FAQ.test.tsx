import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../../stores/session';
import { answerFail, answerOk, openPage, resetPage, stubServer } from '../../../../test/render';
import FAQInfo from '../FAQInfo';
import FAQ from '.';

// fetch is the boundary: the server answers the FAQ in the request's language (`locale`).
const texts = {
  en: { topic: 'Deposits', q: 'How do I deposit?', a: 'Tap Deposit on Home.' },
  id: { topic: 'Deposit', q: 'Bagaimana cara deposit?', a: 'Ketuk Deposit di Beranda.' },
};
function stub() {
  stubServer(async (path, body) => {
    const l = body.locale === 'id' ? texts.id : texts.en;
    if (path === '/faq/list') {
      return answerOk({
        topics: [{ id: 1, title: l.topic, questions: [{ id: 7, question: l.q }] }],
      });
    }
    if (path === '/faq/info') {
      if (body.id !== 7) return answerFail('404', 'This question was not found');
      return answerOk({ id: 7, topic: l.topic, question: l.q, answer: l.a });
    }
    return answerFail();
  });
}
beforeEach(() => {
  stub();
  session.setAuth('', '');
});
/** The next page of one test: unmounted, with the stub back (resetPage removes it). */
async function again() {
  await resetPage();
  stub();
}
afterEach(resetPage);

describe('FAQ', () => {
  it('lists the questions by topic in English and in Indonesian', async () => {
    await openPage('en', <FAQ />);
    expect(await screen.findByText('Deposits')).toBeTruthy();
    expect(screen.getByTestId('faq-question-7').textContent).toBe('How do I deposit?');
    await again();
    await openPage('ind', <FAQ />);
    expect(await screen.findByText('Deposit')).toBeTruthy();
    expect(screen.getByTestId('faq-question-7').textContent).toBe('Bagaimana cara deposit?');
  });

  it('shows an answer, and "not found" for an id that does not exist or is not one', async () => {
    await openPage('ind', <FAQInfo />, '/pages/account/FAQ/FAQInfo?id=7');
    expect((await screen.findByTestId('faq-answer-text')).textContent).toBe(
      'Ketuk Deposit di Beranda.',
    );
    await again();
    await openPage('en', <FAQInfo />, '/pages/account/FAQ/FAQInfo?id=8');
    await waitFor(() =>
      expect(screen.getByTestId('faq-not-found').textContent).toContain(
        'This question was not found',
      ),
    );
    await again();
    await openPage('en', <FAQInfo />, '/pages/account/FAQ/FAQInfo?id=abc');
    expect(screen.getByTestId('faq-not-found')).toBeTruthy();
  });
});
