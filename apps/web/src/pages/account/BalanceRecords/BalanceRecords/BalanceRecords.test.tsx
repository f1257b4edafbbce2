import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useApp } from '../../../../stores/app';
import type { LangKey } from '../../../../stores/language';
import { answerFail, answerOk, openPage, resetPage, stubServer } from '../../../../test/render';
import BalanceRecords from '.';

// fetch is the outside boundary: the server's pages of /user/balanceRecord, failing or not.
let failing = false;
const row = (i: number) => ({
  id: `b${i}`,
  type: 'deposit',
  amount: i % 2 ? 10_000 : -2_500,
  balanceAfter: 100_000,
  reference: '',
  createdAt: '2026-11-20T10:00:00.000Z',
});

beforeEach(() => {
  failing = false;
  stubServer((path, body) => {
    if (path !== '/user/balanceRecord' || failing) return answerFail();
    // 25 rows: a full first page of 20, then 5.
    const ids = body.page === 1 ? [...Array(20).keys()] : [20, 21, 22, 23, 24];
    return answerOk({ list: ids.map(row), total: 25, page: body.page });
  });
  useApp.setState({ phoneNumberPrefix: '+91', currencySign: '₹' });
});

afterEach(resetPage);

const open = (lang: LangKey) => openPage(lang, <BalanceRecords />);

describe('Balance records', () => {
  it('lists the changes with their sign and loads more until there are no more', async () => {
    await open('en');
    expect((await screen.findByTestId('balance-b1')).textContent).toContain('+₹100');
    expect(screen.getByTestId('balance-b0').textContent).toContain('-₹25');
    fireEvent.click(screen.getByTestId('load-more'));
    expect(await screen.findByTestId('balance-b24')).toBeTruthy();
    expect(screen.queryByTestId('load-more')).toBeNull();
  });

  it('shows a failed load with a retry instead of an empty list', async () => {
    failing = true;
    await open('en');
    expect((await screen.findByTestId('list-error')).textContent).toContain(
      'This could not be loaded',
    );
    expect(screen.queryByTestId('list-empty')).toBeNull();
    failing = false;
    fireEvent.click(screen.getByTestId('list-error-retry'));
    expect(await screen.findByTestId('balance-b1')).toBeTruthy();
    expect(screen.queryByTestId('list-error')).toBeNull();
  });

  it('keeps the rows when the next page fails, and the retry loads that page', async () => {
    await open('ind');
    await screen.findByTestId('balance-b1');
    failing = true;
    fireEvent.click(screen.getByTestId('load-more'));
    expect((await screen.findByTestId('list-error')).textContent).toContain(
      'Ini tidak dapat dimuat',
    );
    expect(screen.getByTestId('balance-b1')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByTestId('list-error-retry'));
    expect(await screen.findByTestId('balance-b24')).toBeTruthy();
  });
});
