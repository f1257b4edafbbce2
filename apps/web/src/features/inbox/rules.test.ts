// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { faqIdOf, mailLinkPage, mailPreview } from './rules';

describe('mailPreview', () => {
  it('keeps a short body whole, folding its whitespace', () => {
    expect(mailPreview('Deposit\n received   today')).toBe('Deposit received today');
  });

  it('cuts a long body at a word, with an ellipsis', () => {
    const body = 'Your deposit of Rp 50.000 (order D123) has been added to your balance.';
    expect(mailPreview(body, 30)).toBe('Your deposit of Rp 50.000…');
    expect(mailPreview('x'.repeat(50), 10)).toBe(`${'x'.repeat(10)}…`);
  });
});

describe('mailLinkPage', () => {
  it('opens only pages of this app', () => {
    expect(mailLinkPage('/pages/wallet/DepositOrderDetail?orderNo=D1')).toBe(
      '/pages/wallet/DepositOrderDetail?orderNo=D1',
    );
    expect(mailLinkPage('/pages/wallet/Nowhere')).toBeNull();
    expect(mailLinkPage('https://example.com/pages/wallet/Deposit')).toBeNull();
    expect(mailLinkPage('//evil.example/pages/x')).toBeNull();
    expect(mailLinkPage('')).toBeNull();
  });
});

describe('faqIdOf', () => {
  it('reads a positive whole id, else nothing', () => {
    expect(faqIdOf('?id=12')).toBe(12);
    expect(faqIdOf('?id=0')).toBeNull();
    expect(faqIdOf('?id=1e3')).toBeNull();
    expect(faqIdOf('?id=-4')).toBeNull();
    expect(faqIdOf('')).toBeNull();
  });
});
