import { expect, test } from '@playwright/test';
import { LobbyPage } from '../pages/games';
import { LoginPage, LoginV2Page } from '../pages/login';
import { promoLang, useLang } from '../pages/promo';
import { otpInbox, uniqueMobile } from '../support/sandbox';

// The e2e server runs MARKET=ID; phone-en at 375×812 in English, small-id at 320×640 in Indonesian.
const TEXT = {
  refused: { en: /You are taking a break until .+ WIB/, ind: /Anda sedang rehat sampai .+ WIB/ },
  held: {
    en: /A break taken on this device, phone number or account is in force until .+ WIB/,
    ind: /Rehat yang diambil di perangkat, nomor telepon, atau akun ini berlaku sampai .+ WIB/,
  },
  popup: { en: 'Reality check', ind: 'Pengingat waktu bermain' },
} as const;

const uidOf = (page: import('@playwright/test').Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('uid') ?? '""') as string);

test('a 24-hour time-out signs the player out and sign-in is refused with the end date', async ({
  page,
  request,
}, info) => {
  const lang = promoLang(info);
  await useLang(page, lang);
  const login = new LoginPage(page);
  await login.open();
  await login.playAsGuest();
  await expect(page.getByTestId('lobby')).toBeVisible();
  await page.goto('/pages/account/Safety/Break');
  await expect(page.getByTestId('break-page')).toBeVisible();
  await page.getByTestId('break-24h').check();
  await page.getByTestId('break-next').click();
  await expect(page.getByTestId('break-review')).toBeVisible();
  await page.getByTestId('break-next').click();
  await expect(page.getByTestId('break-confirm')).toBeVisible();
  await page.screenshot({ path: info.outputPath('break-confirm.png') });
  await page.getByTestId('break-next').click();
  await expect(page).toHaveURL(/\/pages\/Login\/Login/);
  // The same device signs in as the same guest: refused, saying until when.
  await page.getByTestId('login-guest').click();
  await expect(page.getByText(TEXT.refused[lang])).toBeVisible();
  await page.screenshot({ path: info.outputPath('break-refused.png') });
  // A new account with another phone number on the same device is the same person: refused.
  const v2 = new LoginV2Page(page);
  await login.goToCodeSignIn();
  const mobile = uniqueMobile();
  await v2.fillPhone(mobile);
  await v2.sendCode();
  await v2.fillCode(await otpInbox(request, mobile)());
  await v2.submit();
  await expect(page.getByText(TEXT.held[lang])).toBeVisible();
  await page.screenshot({ path: info.outputPath('break-held.png') });
  await login.open();
  // "On a break? Sign in only to withdraw": a session that lands on the Break page, withdraw only.
  await page.getByTestId('login-withdraw-only').check();
  await page.getByTestId('login-guest').click();
  await expect(page).toHaveURL(/\/pages\/account\/Safety\/Break/);
  await expect(page.getByTestId('break-current')).toContainText(/WIB/);
  await expect(page.getByTestId('break-withdraw')).toBeVisible();
  await page.screenshot({ path: info.outputPath('break-withdraw-only.png') });
  // The withdraw page works in that session (it first asks for a withdraw password).
  await page.getByTestId('break-withdraw').click();
  await expect(page.getByTestId('withdraw-balance')).toBeVisible();
  await expect(page.getByTestId('go-withdraw-password')).toBeVisible();
  await page.screenshot({ path: info.outputPath('break-withdraw-page.png') });
});

test('the reality check pops up in a game and "Leave" goes Home', async ({
  page,
  request,
}, info) => {
  const lang = promoLang(info);
  await useLang(page, lang);
  const login = new LoginPage(page);
  await login.open();
  await login.playAsGuest();
  await expect(page.getByTestId('lobby')).toBeVisible();
  const uid = await uidOf(page);
  expect(
    (await request.post('/sandbox/wallet/credit', { data: { uid, amount: 5_000_000 } })).ok(),
  ).toBe(true);
  await page.goto('/pages/account/Safety/RealityCheck');
  await expect(page.getByTestId('reality-60')).toBeChecked();
  await page.screenshot({ path: info.outputPath('reality-page.png') });
  await page.goBack();
  // Sandbox only: the next check is due in 4 seconds instead of the player's 60 minutes.
  expect((await request.post('/sandbox/reality/next', { data: { uid, seconds: 4 } })).ok()).toBe(
    true,
  );
  await new LobbyPage(page).openGame('dragon-tiger');
  await expect(page).toHaveURL(/\/pages\/webview\/GameWeb\?url=/);
  const popup = page.getByTestId('reality-check');
  await expect(popup).toBeVisible({ timeout: 10_000 });
  await expect(popup).toContainText(TEXT.popup[lang]);
  await expect(page.getByTestId('reality-net')).toContainText('Rp 0');
  await page.screenshot({ path: info.outputPath('reality-popup.png') });
  await page.getByTestId('reality-leave').click();
  await expect(page).toHaveURL(/\/pages\/home\/Home/);
});
