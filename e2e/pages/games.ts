import { expect, type Page } from '@playwright/test';
import { Shell } from './shell';

/**
 * A displayed amount in minor units: "Rp 4.800" and "Rp 4,800" give 480000 (rupiah shows no
 * decimals), "₹1,234.50" gives 123450. Two digits after the last separator are the cents.
 */
export function minorOf(text: string): number {
  const digits = text.replace(/[^\d.,]/g, '');
  const cents = /[.,]\d{2}$/.test(digits);
  const whole = Number(digits.replace(/\D/g, ''));
  return cents ? whole : whole * 100;
}

export class LobbyPage extends Shell {
  async openGame(code: string) {
    await this.page.getByTestId(`game-${code}`).click();
  }
}

/** What /game/play answers, as far as the tests read it. */
export interface PlayedRound {
  balance: number;
  round: { nonce: number; stake: number; payout: number };
}

export class GameTablePage extends Shell {
  constructor(page: Page) {
    super(page);
  }

  table() {
    return this.page.getByTestId('game-table');
  }

  async balance(): Promise<number> {
    return minorOf(await this.page.getByTestId('game-balance').innerText());
  }

  async bet(chip: number, spot: string) {
    await this.page.getByTestId(`chip-${chip}`).click();
    await this.page.getByTestId(`spot-${spot}`).click();
  }

  async deal() {
    await this.page.getByTestId('deal').click();
  }

  /**
   * Deals and waits until this round's own result is on the felt. Right after /game/play
   * answers, the previous round's result can still be showing for a frame, so waiting for "a
   * result" lets the next bet land mid-reveal; the round number tells them apart.
   */
  async dealAndSettle(): Promise<PlayedRound> {
    const answer = this.page.waitForResponse((r) => r.url().endsWith('/game/play'));
    await this.deal();
    const res = await answer;
    expect(res.ok()).toBe(true);
    const played = ((await res.json()) as { resultData: PlayedRound }).resultData;
    await expect(this.page.getByTestId('game-result')).toContainText(
      new RegExp(`(Round|Ronde) ${played.round.nonce + 1}$`),
    );
    return played;
  }

  /** Cards shown for the last round, as `10H`-style labels with suit symbols. */
  roundCards() {
    return this.page.getByTestId('game-round').locator('[data-card]');
  }

  /** Records what the felt shows at every change: cards turned, and whether a result is up. */
  async watchReveal() {
    await this.page.getByTestId('game-round').evaluate((felt) => {
      const seen: Array<{ cards: number; result: boolean }> = [];
      (window as unknown as { revealSeen: typeof seen }).revealSeen = seen;
      new MutationObserver(() => {
        seen.push({
          cards: felt.querySelectorAll('[data-card]').length,
          result: felt.querySelector('[data-testid="game-result"]') !== null,
        });
      }).observe(felt, { childList: true, subtree: true });
    });
  }

  async revealSeen(): Promise<Array<{ cards: number; result: boolean }>> {
    return this.page.evaluate(
      () =>
        (window as unknown as { revealSeen: Array<{ cards: number; result: boolean }> }).revealSeen,
    );
  }

  /** The results road: one bead per round. */
  roadBeads() {
    return this.page.getByTestId('road-bead');
  }

  async openFairness() {
    await this.page.getByTestId('open-fairness').click();
    await expect(this.page.getByTestId('fairness')).toBeVisible();
  }

  async rotate() {
    await this.page.getByTestId('fair-rotate').click();
    await expect(this.page.getByTestId('fair-revealed')).toBeVisible();
  }

  async verifyFirstRound() {
    await this.page.getByTestId('fair-verify').first().click();
    return this.page.getByTestId('fair-verdict');
  }
}

export class GameRecordsPage extends Shell {
  async open() {
    await this.page.goto('/pages/account/GameRecords/GameRecords');
  }

  rows() {
    return this.page.getByTestId('record-row');
  }

  async openRound(index: number) {
    await this.rows().nth(index).getByTestId('record-open').click();
    await expect(this.page.getByTestId('round-detail')).toBeVisible();
  }
}
