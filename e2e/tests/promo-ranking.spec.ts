import { expect, test } from '@playwright/test';
import { HomePage } from '../pages/account';
import { GameTablePage, LobbyPage } from '../pages/games';
import { LoginPage } from '../pages/login';
import { promoLang, promoSandbox, RankingPage, useLang } from '../pages/promo';

// The e2e server runs MARKET=ID with the seeded ranking promotion (daily top 3 Rp 50.000 /
// 30.000 / 20.000, ranks 4-10 Rp 10.000). Each project runs in its own language.

const TEXT = {
  myRank: { en: 'Your rank', ind: 'Peringkat Anda' },
  validBet: { en: 'Valid bet Rp 10,000', ind: 'Taruhan sah Rp 10.000' },
  you: { en: 'You', ind: 'Anda' },
  notRanked: {
    en: 'Not ranked yet: place a bet to join',
    ind: 'Belum masuk peringkat: pasang taruhan untuk ikut',
  },
  prize1: { en: 'Rp 50,000', ind: 'Rp 50.000' },
  weekly: { en: 'This week’s board closes in', ind: 'Papan minggu ini ditutup dalam' },
} as const;

test('a player bets at the table and the Ranking page shows them ranked by valid bet', async ({
  page,
  request,
}, info) => {
  const lang = promoLang(info);
  await useLang(page, lang);
  const login = new LoginPage(page);
  await login.open();
  await login.playAsGuest();
  await new HomePage(page).expectSignedIn();

  // Before any bet: the board is there, the player is not on it.
  const ranking = new RankingPage(page);
  await ranking.open();
  await expect(ranking.mine()).toHaveText(TEXT.notRanked[lang]);
  await expect(page.getByTestId('rank-prize-1')).toContainText(TEXT.prize1[lang]);

  const uid = await page.evaluate(() => JSON.parse(localStorage.getItem('uid') ?? '""') as string);
  const credit = await request.post('/sandbox/wallet/credit', {
    data: { uid, amount: 5_000_000 },
  });
  expect(credit.ok()).toBe(true);
  await page.goto('/pages/home/Home');
  await new LobbyPage(page).openGame('dragon-tiger');
  const table = new GameTablePage(page);
  await expect(table.table()).toBeVisible();
  await table.bet(1_000_000, 'dragon');
  const played = page.waitForResponse((r) => r.url().endsWith('/game/play'));
  await table.deal();
  expect((await played).ok()).toBe(true);

  // The board is recounted every 3 minutes; the sandbox runs the recount now.
  await promoSandbox.refreshRankings(request);
  await ranking.open();
  await expect(ranking.mine()).toContainText(TEXT.myRank[lang]);
  await expect(ranking.mine()).toContainText(TEXT.validBet[lang]);
  await expect(ranking.mine()).toContainText(/#\d+/);
  await expect(ranking.myRow()).toContainText(TEXT.you[lang]);
  await expect(ranking.myRow().locator('.rank-score')).toContainText('10');
  await ranking.expectNoHorizontalOverflow();
  await page.screenshot({ path: `/tmp/ranking-e2e-${info.project.name}.png`, fullPage: true });

  // The weekly board counts the same bet.
  await ranking.boardTab('week').click();
  await expect(page.getByTestId('rank-closes')).toContainText(TEXT.weekly[lang]);
  await expect(ranking.mine()).toContainText(TEXT.validBet[lang]);
  await ranking.expectNoHorizontalOverflow();
});
