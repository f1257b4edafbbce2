import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { indiaInfo } from '../../../features/deposit/fixtures';
import { LocationProvider, memoryLocation } from '../../../nav';
import { useApp } from '../../../stores/app';
import { useDeposit } from '../../../stores/deposit';
import { renderPage, useLanguageForTest } from '../../../test/render';
import Deposit from '.';

const calls: string[] = [];
let chargeInfo: unknown;

beforeEach(() => {
  calls.length = 0;
  chargeInfo = { code: 200, msg: '', data: indiaInfo() };
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    const body = url === '/recharge/getChargeInfo' ? chargeInfo : { code: 500, msg: 'x' };
    return new Response(JSON.stringify(body), { status: 200 });
  });
  useApp.setState({ phoneNumberPrefix: '+91', currencySign: '₹' });
  useDeposit.setState({ chargeInfo: {}, showDepositClosePopup: false, tabList: [] });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const order = () =>
  screen.getAllByTestId(/^method-/).map((b) => b.getAttribute('data-testid')?.slice(7));

describe('Deposit page (+91)', () => {
  it('shows the tabs with badges and applies the method rules as the amount changes', async () => {
    await useLanguageForTest('en');
    renderPage(
      <LocationProvider source={memoryLocation()}>
        <Deposit />
      </LocationProvider>,
    );
    await screen.findByTestId('deposit-tab-1');
    expect(screen.getAllByTestId(/^deposit-tab-/).map((t) => t.textContent)).toEqual([
      'Online payment',
      'Virtual account',
      'Transfer deposit+3%',
      'Agency deposit+2%',
      'Crypto+5%',
    ]);
    // Default ₹500 (closest to defaultIndex ₹450), below the limit: by showOffset.
    expect((screen.getByTestId('online-amount') as HTMLInputElement).value).toBe('500');
    expect(order()).toEqual(['phonepe', 'upi_fast']);
    expect(screen.getByTestId('method-phonepe').getAttribute('aria-pressed')).toBe('true');
    // The betting the deposit adds is said before paying, from the server's multiple (3×).
    expect(screen.getByTestId('deposit-wagering').textContent).toBe(
      'Before it can be withdrawn, this deposit must be bet 3×: bet ₹1,500 for ₹500.',
    );

    fireEvent.change(screen.getByTestId('online-amount'), { target: { value: '150' } });
    expect(screen.getByTestId('deposit-wagering').textContent).toContain('bet ₹450 for ₹150');
    expect(screen.getByTestId('method-phonepe')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('method-upi_fast').getAttribute('aria-pressed')).toBe('true');

    fireEvent.change(screen.getByTestId('online-amount'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('online-submit'));
    expect(screen.getByTestId('form-error').textContent).toBe('Please input deposit amount!');
    expect(screen.getByTestId('deposit-wagering').textContent).toBe(
      'Before a deposit can be withdrawn, it must be bet 3× in games.',
    );
    fireEvent.change(screen.getByTestId('online-amount'), { target: { value: '99' } });
    fireEvent.click(screen.getByTestId('online-submit'));
    expect(screen.getByTestId('form-error').textContent).toBe(
      'Deposit amount must be between ₹100 and ₹50,000',
    );
    expect(calls.filter((u) => u.includes('createRechargeOrder'))).toEqual([]);
  });

  for (const [lang, text] of [
    ['en', "No deposit gift today: today's gift budget is used up"],
    ['ind', 'Tanpa hadiah deposit hari ini: anggaran hadiah hari ini sudah habis'],
  ] as const) {
    it(`with today's gift budget spent, shows no gift badge and says so on a gift tab (${lang}, issue 33)`, async () => {
      chargeInfo = { code: 200, msg: '', data: indiaInfo({ methodGiftBudgetLeft: 0 }) };
      await useLanguageForTest(lang);
      renderPage(
        <LocationProvider source={memoryLocation()}>
          <Deposit />
        </LocationProvider>,
      );
      await screen.findByTestId('deposit-tab-4');
      expect(screen.queryAllByText(/\+\d/)).toEqual([]);
      // Online has no gift of its own: nothing to say there.
      expect(screen.queryByTestId('deposit-gift-spent')).toBeNull();
      fireEvent.click(screen.getByTestId('deposit-tab-3'));
      expect((await screen.findByTestId('deposit-gift-spent')).textContent).toBe(text);
    });
  }

  it("on a gift tab, says the gift lasts while today's budget does, with what is left (issue 33)", async () => {
    chargeInfo = { code: 200, msg: '', data: indiaInfo({ methodGiftBudgetLeft: 1_250_000 }) };
    await useLanguageForTest('en');
    renderPage(
      <LocationProvider source={memoryLocation()}>
        <Deposit />
      </LocationProvider>,
    );
    await screen.findByTestId('deposit-tab-4');
    fireEvent.click(screen.getByTestId('deposit-tab-3'));
    expect((await screen.findByTestId('deposit-gift-budget')).textContent).toBe(
      "The gift is paid while today's gift budget lasts: ₹12,500 left. A deposit whose gift is more than that gets no gift.",
    );
    expect(screen.queryByTestId('deposit-gift-spent')).toBeNull();
  });

  it('shows the closed state and raises the popup when rechargeOpen is false', async () => {
    chargeInfo = { code: 200, msg: '', data: indiaInfo({ rechargeOpen: false }) };
    await useLanguageForTest('en');
    renderPage(
      <LocationProvider source={memoryLocation()}>
        <Deposit />
      </LocationProvider>,
    );
    await screen.findByTestId('deposit-closed');
    expect(useDeposit.getState().showDepositClosePopup).toBe(true);
  });

  it('sets nothing when getChargeInfo answers a code other than 200', async () => {
    chargeInfo = { code: 500, msg: 'system error' };
    await useLanguageForTest('en');
    renderPage(
      <LocationProvider source={memoryLocation()}>
        <Deposit />
      </LocationProvider>,
    );
    await waitFor(() => expect(calls).toContain('/recharge/getChargeInfo'));
    await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
    expect(useDeposit.getState().chargeInfo).toEqual({});
    expect(useDeposit.getState().tabList).toEqual([]);
  });
});
