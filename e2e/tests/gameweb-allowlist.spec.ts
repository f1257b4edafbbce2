import { LoginPage } from '../pages/login';
import { expect, freshCode, test } from '../support/consoleServer';

/**
 * Issue 34: GameWeb frames only the operator's game providers. The owner saves the
 * `gameProviders` setting through the console API (this worker's own server); the player app
 * then frames a URL on that origin and shows not found for any other. Nothing external is
 * loaded: the frame's src attribute is asserted, and every request off this server is aborted.
 */
const ALLOWED = 'https://games.example.com';

test('GameWeb frames only an allowed provider origin', async ({ page, consoleServer }) => {
  await page.route(
    (url) => !url.href.startsWith(consoleServer.url),
    (route) => route.abort(),
  );
  const owner = consoleServer.operators.owner;
  const signIn = await page.request.post('/console/api/auth/signIn', {
    data: { login: owner.login, password: owner.password, code: await freshCode(page, owner) },
  });
  const session = (await signIn.json()) as { state: string; resultData: { csrfToken: string } };
  expect(session.state).toBe('200');
  const headers = { 'x-csrf-token': session.resultData.csrfToken };
  const list = (await (await page.request.get('/console/api/settings/list')).json()) as {
    resultData: { settings: { key: string; version: string }[] };
  };
  const version = list.resultData.settings.find((s) => s.key === 'gameProviders')?.version;
  const saved = (await (
    await page.request.post('/console/api/settings/save', {
      data: { key: 'gameProviders', version, value: { origins: [ALLOWED] } },
      headers,
    })
  ).json()) as { state: string };
  expect(saved.state).toBe('200');

  // A player (a guest) opens the game page, as the lobby would.
  const login = new LoginPage(page);
  await login.open();
  await login.playAsGuest();
  await expect(page.getByTestId('lobby')).toBeVisible();

  // Any other https page: the app's not-found page, no frame.
  await page.goto(`/pages/webview/GameWeb?url=${encodeURIComponent('https://evil.example/')}`);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByTestId('gameweb-frame')).toHaveCount(0);

  // A look-alike of the allowed origin is not it either.
  await page.goto(
    `/pages/webview/GameWeb?url=${encodeURIComponent('https://games.example.com.evil.example/')}`,
  );
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByTestId('gameweb-frame')).toHaveCount(0);

  // The allowed provider: the frame is there with that address (its load is aborted above).
  const launch = `${ALLOWED}/launch?token=abc`;
  await page.goto(`/pages/webview/GameWeb?url=${encodeURIComponent(launch)}`);
  await expect(page.getByTestId('gameweb-frame')).toHaveAttribute('src', launch);
  await expect(page.getByTestId('not-found')).toHaveCount(0);

  // The page's CSP names exactly 'self' and the allowed origin as frame sources.
  const res = await page.request.get('/pages/webview/GameWeb');
  const frameSrc = (res.headers()['content-security-policy'] ?? '')
    .split(';')
    .find((d) => d.startsWith('frame-src'));
  expect(frameSrc).toBe(`frame-src 'self' ${ALLOWED}`);
});
