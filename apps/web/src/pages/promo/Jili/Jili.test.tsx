import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useApp } from '../../../stores/app';
import type { LangKey } from '../../../stores/language';
import { session } from '../../../stores/session';
import { answerFail, openPage, resetPage, stubServer } from '../../../test/render';
import Jili from '.';

// fetch is the outside boundary: the server's answers to /promo/giftcode/redeem.
const sent: string[] = [];
const refusals: Record<string, Record<string, string>> = {
  NOPE: { en: 'This gift code does not exist', ind: 'Kode hadiah ini tidak ada' },
  OLD: { en: 'This gift code has expired', ind: 'Kode hadiah ini sudah kedaluwarsa' },
};

beforeEach(() => {
  sent.length = 0;
  stubServer(async (path, req) => {
    const payload = req as { code: string; locale: string };
    let body: object = answerFail();
    if (path === '/promo/giftcode/redeem') {
      sent.push(payload.code);
      const refusal = refusals[payload.code];
      body = refusal
        ? { state: '400', msg: refusal[payload.locale === 'id' ? 'ind' : 'en'] }
        : { state: '200', msg: '', resultData: { amount: 150_000, balance: 150_000 } };
    }
    return body;
  });
  useApp.setState({ phoneNumberPrefix: '+62', currencySign: 'Rp' });
  session.setAuth('sign-1', 'u1');
});

afterEach(resetPage);

async function open(lang: LangKey) {
  await openPage(lang, <Jili />);
  // The form is the page's lazily loaded part.
  await screen.findByTestId('gift-code');
}

function redeem(code: string) {
  fireEvent.change(screen.getByTestId('gift-code'), { target: { value: code } });
  fireEvent.click(screen.getByTestId('gift-submit'));
}

describe('Gift code page', () => {
  it('refuses an empty code without asking the server', async () => {
    await open('en');
    redeem('   ');
    expect((await screen.findByTestId('gift-error')).textContent).toBe('Please enter a gift code');
    expect(sent).toEqual([]);
  });

  it('shows the server’s refusal for a wrong code, in Indonesian, and credits nothing', async () => {
    await open('ind');
    redeem('NOPE');
    expect((await screen.findByTestId('gift-error')).textContent).toBe('Kode hadiah ini tidak ada');
    expect(screen.queryByTestId('gift-success')).toBeNull();
    redeem('OLD');
    expect(
      await screen.findByText('Kode hadiah ini sudah kedaluwarsa', {
        selector: '[data-testid="gift-error"]',
      }),
    ).toBeTruthy();
    expect(sent).toEqual(['NOPE', 'OLD']);
  });

  it('redeems a good code (trimmed) and names the amount in the market’s money (English separators)', async () => {
    await open('en');
    redeem('  WELCOME  ');
    expect((await screen.findByTestId('gift-success')).textContent).toBe(
      'Redeemed: Rp 1,500 added to your balance',
    );
    expect(sent).toEqual(['WELCOME']);
    expect((screen.getByTestId('gift-code') as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('gift-error')).toBeNull();
  });
});
