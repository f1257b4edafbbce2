import { expect } from '@playwright/test';
import { Shell } from './shell';

export const EARN_PATH = '/pages/earn/Earn';

/** The programme as `/invite/agent/info` states it (the spec drives the invitees by it). */
export interface EarnProgramme {
  live: boolean;
  rewardPerPair: number;
  needsPhone: boolean;
  minDeposit: number;
  withinDays: number;
}

/** The Earn tab: invite link, rules, totals, rebate and team. */
export class EarnPage extends Shell {
  /** Opens the tab and answers the programme the server sent with it. */
  async open(): Promise<EarnProgramme> {
    const answer = this.page.waitForResponse((r) => r.url().endsWith('/invite/agent/info'));
    await this.page.goto(EARN_PATH);
    const body = (await (await answer).json()) as { resultData: { programme: EarnProgramme } };
    await expect(this.page.getByTestId('earn-url')).toBeVisible();
    return body.resultData.programme;
  }

  url() {
    return this.page.getByTestId('earn-url');
  }

  rows() {
    return this.page.getByTestId('earn-team-row');
  }

  total(key: 'invitees' | 'valid' | 'paid' | 'waiting') {
    return this.page.getByTestId(`earn-total-${key}`);
  }
}
