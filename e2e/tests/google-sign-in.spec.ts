import { expect, test } from '../accessibility';
import { areaUrl, screenshot } from '../support';

test('a candidate signs in with Google through the OpenID provider and lands on the first-time welcome', async ({
  page,
}) => {
  const email = `greta-${Date.now()}@example.org`;
  await page.goto(areaUrl('candidate', '/candidate/login'));
  await page.getByRole('button', { name: /Google/ }).click();

  // the provider's own pages (oidc-provider's development login and consent)
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/interaction\//);
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('any password');
  await page.locator('button[type="submit"]').first().click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/interaction\//);
  await page.locator('button[type="submit"]').first().click();

  await expect(page).toHaveURL(/\/candidate\/first-time-signin/);
  const me = await page.evaluate(async () => (await fetch('/api/candidates/me')).json());
  expect(me).toMatchObject({ email, onboarded: false });
  await screenshot(page, 'candidate-google-first-time-desktop');
});
