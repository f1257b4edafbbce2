import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useApp } from '../../../stores/app';
import { session } from '../../../stores/session';
import { answerFail, answerOk, openPage, resetPage, stubServer } from '../../../test/render';
import Mail from '.';

// fetch is the outside boundary: a small in-memory inbox behind the /mail/* calls.
interface Row {
  id: string;
  title: string;
  body: string;
  link: string;
  createdAt: string;
  read: boolean;
  kind: 'system' | 'operator';
}
let rows: Row[] = [];
let listFails = false;
const calls: string[] = [];
const unread = () => rows.filter((r) => !r.read).length;

beforeEach(() => {
  listFails = false;
  calls.length = 0;
  rows = [
    {
      id: 'm2',
      title: 'Deposit received',
      body: 'Your deposit of ₹500 (order D1) has been added to your balance.',
      link: '/pages/wallet/DepositOrderDetail?orderNo=D1',
      createdAt: '2026-11-22T10:00:00Z',
      read: false,
      kind: 'system',
    },
    {
      id: 'b1',
      title: 'Welcome',
      body: 'Good luck at the tables',
      link: '',
      createdAt: '2026-11-21T10:00:00Z',
      read: true,
      kind: 'operator',
    },
  ];
  stubServer(async (path, body) => {
    calls.push(path);
    const id = String(body.id ?? '');
    if (path === '/mail/list') {
      if (listFails) return answerFail();
      return answerOk({ list: rows, total: rows.length, page: 1, unread: unread() });
    }
    if (path === '/mail/unread') return answerOk({ count: unread() });
    if (path === '/mail/read') {
      const row = rows.find((r) => r.id === id);
      if (!row) return answerFail('404', 'This message was not found');
      row.read = true;
      return answerOk({ mail: row, unread: unread() });
    }
    if (path === '/mail/delete') {
      rows = rows.filter((r) => r.id !== id);
      return answerOk({ unread: unread() });
    }
    if (path === '/mail/readAll') {
      for (const r of rows) r.read = true;
      return answerOk({ unread: 0 });
    }
    return answerFail();
  });
  useApp.setState({ phoneNumberPrefix: '+91', currencySign: '₹' });
  session.setAuth('sign-1', '12345678');
});

afterEach(resetPage);

describe('Mail page', () => {
  it('lists messages newest first with an unread dot; opening one shows it and marks it read', async () => {
    await openPage('en', <Mail />);
    const first = await screen.findByTestId('mail-row-m2');
    expect(within(first).getByText('Deposit received')).toBeTruthy();
    expect(within(first).getByTestId('mail-unread-dot')).toBeTruthy();
    expect(within(screen.getByTestId('mail-row-b1')).queryByTestId('mail-unread-dot')).toBeNull();
    expect(await screen.findByTestId('mail-read-all')).toBeTruthy();

    fireEvent.click(first);
    const view = await screen.findByTestId('mail-view');
    expect(within(view).getByTestId('mail-view-body').textContent).toBe(rows[0]?.body);
    expect(within(view).getByTestId('mail-link').textContent).toBe('Go to page');
    await waitFor(() => expect(calls).toContain('/mail/read'));
    await waitFor(() =>
      expect(within(screen.getByTestId('mail-row-m2')).queryByTestId('mail-unread-dot')).toBeNull(),
    );
    // Nothing unread: no "mark all read".
    await waitFor(() => expect(screen.queryByTestId('mail-read-all')).toBeNull());
  });

  it('deletes the opened message, in Indonesian', async () => {
    await openPage('ind', <Mail />);
    fireEvent.click(await screen.findByTestId('mail-row-b1'));
    const view = await screen.findByTestId('mail-view');
    expect(within(view).queryByTestId('mail-link')).toBeNull();
    fireEvent.click(within(view).getByText('Hapus'));
    await waitFor(() => expect(screen.queryByTestId('mail-row-b1')).toBeNull());
    await waitFor(() => expect(screen.queryByTestId('mail-view')).toBeNull());
    expect(screen.getByTestId('mail-row-m2')).toBeTruthy();
  });

  it('marks all read', async () => {
    await openPage('en', <Mail />);
    fireEvent.click(await screen.findByTestId('mail-read-all'));
    await waitFor(() => expect(screen.queryAllByTestId('mail-unread-dot')).toHaveLength(0));
    expect(calls).toContain('/mail/readAll');
  });

  it('says so when there are no messages, and offers a retry when the list fails', async () => {
    rows = [];
    await openPage('en', <Mail />);
    expect((await screen.findByTestId('list-empty')).textContent).toBe(
      'No messages yet. Deposits, withdrawals and news from us arrive here.',
    );
    await resetPage();
    listFails = true;
    stubServer(async () => answerFail());
    await openPage('ind', <Mail />);
    expect(await screen.findByTestId('list-error')).toBeTruthy();
  });
});
