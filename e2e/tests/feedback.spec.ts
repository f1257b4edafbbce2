import { expect, test } from '@playwright/test';
import { AccountPage, HomePage } from '../pages/account';
import { MailPage } from '../pages/inbox';
import { LoginPage } from '../pages/login';
import { promoLang, useLang } from '../pages/promo';
import { Shell } from '../pages/shell';

// The e2e server runs MARKET=ID. Each project runs in its own language: English at 375×812,
// Indonesian at 320×640. The operator's answer comes through the sandbox operator route (the
// same service as `npm run ops -- feedback reply`).

const FEEDBACK_PATH = '/pages/account/FeedBack/FeedBack';
const TEXT = {
  chooseCategory: {
    en: 'Please choose what your feedback is about',
    ind: 'Silakan pilih topik masukan Anda',
  },
  notAPicture: {
    en: 'This file is not a picture we can read',
    ind: 'File ini bukan gambar yang dapat kami baca',
  },
  sent: {
    en: 'Thank you, we have your feedback',
    ind: 'Terima kasih, masukan Anda sudah kami terima',
  },
  waiting: { en: 'Waiting', ind: 'Menunggu' },
  answered: { en: 'Answered', ind: 'Dijawab' },
  mailTitle: { en: 'Reply to your feedback', ind: 'Balasan untuk masukan Anda' },
} as const;

/** A real 2×2 PNG (red), as a phone's screenshot file would be read. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
  'base64',
);

test('a player sends feedback with a screenshot, then reads the answer on the page and in the inbox', async ({
  page,
  request,
}, info) => {
  const lang = promoLang(info);
  await useLang(page, lang);
  await new LoginPage(page).open();
  await new LoginPage(page).playAsGuest();
  await new HomePage(page).expectSignedIn();
  const account = new AccountPage(page);
  await account.openTab('account');
  await account.expectSignedIn();
  await page.getByTestId('account-menu-feedback').click();
  const shell = new Shell(page);
  await shell.expectPath(FEEDBACK_PATH);
  await expect(page.getByTestId('feedback-page')).toBeVisible();

  // Nothing chosen: the form says so in the player's language and sends nothing.
  await page.getByTestId('feedback-submit').click();
  await expect(shell.formError()).toHaveText(TEXT.chooseCategory[lang]);

  // A file that is not a picture is refused before anything is sent.
  await page.getByTestId('feedback-shot-input').setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is not a picture'),
  });
  await expect(shell.formError()).toHaveText(TEXT.notAPicture[lang]);

  await page.getByTestId('feedback-category-deposit').click();
  await page.getByTestId('feedback-text').fill('My deposit D123 has not arrived');
  await expect(page.getByTestId('feedback-counter')).toHaveText('31/140');
  await page.getByTestId('feedback-shot-input').setInputFiles({
    name: 'screen.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByTestId('feedback-shot-preview')).toBeVisible();
  await page.screenshot({ path: `/tmp/feedback-form-${info.project.name}.png`, fullPage: true });
  // A double tap sends once.
  await page.getByTestId('feedback-submit').dblclick();
  await shell.expectToast(TEXT.sent[lang]);

  const rows = page.locator('[data-testid^="feedback-row-"]');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByTestId('feedback-state')).toHaveText(TEXT.waiting[lang]);
  await expect(rows.first()).toContainText('My deposit D123 has not arrived');
  await expect(page.getByTestId('feedback-text')).toHaveValue('');

  // The screenshot comes back to its owner, as the picture sent (shrunk, same shape).
  await rows.first().getByTestId('feedback-view-shot').click();
  const image = page.getByTestId('feedback-shot-image');
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
  await page.keyboard.press('Escape');

  // The operator answers.
  const id = ((await rows.first().getAttribute('data-testid')) ?? '').replace('feedback-row-', '');
  const answered = await request.post(`/sandbox/operator/feedback/${id}/reply`, {
    data: { reply: 'It was credited at 10:05, please check again.' },
  });
  expect(answered.ok()).toBe(true);

  await page.reload();
  await expect(rows.first().getByTestId('feedback-state')).toHaveText(TEXT.answered[lang]);
  await expect(rows.first().getByTestId('feedback-reply')).toContainText(
    'It was credited at 10:05, please check again.',
  );
  await shell.expectNoHorizontalOverflow();
  await page.screenshot({
    path: `/tmp/feedback-answered-${info.project.name}.png`,
    fullPage: true,
  });

  // The answer is in the inbox too.
  await page.goto('/pages/mail/Mail');
  const mail = new MailPage(page);
  await mail.expectLoaded();
  await expect(mail.rows().first()).toContainText(TEXT.mailTitle[lang]);
});
