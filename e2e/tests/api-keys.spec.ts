import type { APIRequest, APIRequestContext, Page } from '@playwright/test';
import { signInAt } from '../support/auth.ts';
import { expect, test } from '../support/test.ts';

/**
 * a space's owner manages its API keys in the settings, and another system calls the API with
 * them. The secret is shown once; a read key reads but does not write; a revoked key is refused at once.
 */

const SPACE = 'sp_kyoto-ryokan';
const SPACE_NAME = '京都旅館株式会社';
// Unique per run, so the rows found are this run's keys and no earlier one's (retries share the database).
const run = Date.now().toString(36);
const writeName = `E2E booking system ${run}`;
const readName = `E2E price reader ${run}`;

/** A draft as another system would send it (docs/api.md "Create a tariff"), valid next year whenever it runs. */
function draftTariff() {
  const year = new Date().getUTCFullYear() + 1;
  return {
    space: SPACE,
    title: { jp: `嵐山 竹林散策 ${run}`, en: `Arashiyama bamboo walk ${run}` },
    category: 'activity',
    prefecture: '26',
    validity: { from: `${year}-01-01`, to: `${year}-12-31` },
    rates: [{ season: null, unit: 'per_person', pax_min: 1, pax_max: 9, adult: 8000, child: 4000 }],
  };
}

/** The supplier's company chosen in the switcher (their default space is the personal one), then its settings. */
async function openCompanySettings(page: Page) {
  await signInAt(page, '/en/search', 'supplier@example.com');
  await page.getByTestId('space-switcher-toggle').click();
  await page.getByTestId('space-option').filter({ hasText: SPACE_NAME }).click();
  await expect(page).toHaveURL(new RegExp(`/en/profile/${SPACE}$`));
  await page.getByTestId('sidebar').getByRole('link', { name: 'Setting', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/profile\/setting$/);
  const section = page.getByTestId('api-keys-section');
  await expect(section).toContainText(`API keys of ${SPACE_NAME}`);
  // A fresh database has no keys; a retry finds the list of the earlier attempt.
  await expect(section.getByTestId('api-keys-empty').or(section.getByTestId('api-keys-table'))).toBeVisible();
  return section;
}

/** Creates a key in the dialog and returns its secret, read from the dialog that shows it this once. */
async function createKey(page: Page, name: string, scope: 'Read only' | 'Read and write'): Promise<string> {
  await page.getByTestId('api-keys-section').getByRole('button', { name: 'Create API key' }).click();
  const form = page.getByTestId('api-key-create');
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByRole('radio', { name: new RegExp(`^${scope}`) }).check();
  await form.getByRole('button', { name: 'Create', exact: true }).click();

  const shown = page.getByTestId('api-key-secret');
  await expect(shown.getByRole('heading', { name: 'Your new API key' })).toBeVisible();
  await expect(shown).toContainText('shown only this once');
  const field = shown.getByLabel('API key', { exact: true });
  await expect(field).toHaveValue(/^tt_live_[A-Za-z0-9_-]{43}$/);
  const secret = await field.inputValue();

  await shown.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(shown.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
  const copied = await page.evaluate(() =>
    (
      globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
    ).navigator.clipboard.readText(),
  );
  expect(copied).toBe(secret);

  await shown.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(shown).toBeHidden();
  return secret;
}

/** The key's row: its name, its prefix (the secret's first 12 characters) and its scope, never the secret. */
async function expectListed(page: Page, name: string, secret: string, scope: string) {
  const row = page.getByTestId('api-key-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${secret.slice(0, 12)}…`);
  await expect(row).toContainText(scope);
  await expect(row).toContainText('No expiry');
  await expect(row.getByRole('button', { name: `Revoke ${name}` })).toBeVisible();
  await expect(page.getByTestId('api-key-secret')).toHaveCount(0);
  await expect(page.getByTestId('api-keys-section')).not.toContainText(secret);
  return row;
}

/** The API as another system calls it: no cookie, only the key as a bearer token. */
function systemWith(request: APIRequest, baseURL: string | undefined, secret: string) {
  return request.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
    extraHTTPHeaders: { Authorization: `Bearer ${secret}` },
  });
}

async function listTariffs(api: APIRequestContext) {
  return api.get('/api/v1/Tariff', { params: { space: SPACE, limit: 20 } });
}

test.describe('[SUPPLIER][API_KEYS] a space owner manages API keys and another system uses them', () => {
  test('creates a write and a read key, uses them with a bearer header, and revokes one', async ({
    page,
    context,
    playwright,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const section = await openCompanySettings(page);

    const writeSecret = await createKey(page, writeName, 'Read and write');
    const writeRow = await expectListed(page, writeName, writeSecret, 'Read and write');
    await expect(writeRow).toContainText('Never');

    const readSecret = await createKey(page, readName, 'Read only');
    await expectListed(page, readName, readSecret, 'Read only');
    expect(readSecret).not.toBe(writeSecret);

    // The list the server answers holds no secret either, only the prefix.
    const listed = await page.request.get(`/api/space/${SPACE}/api-keys`);
    expect(listed.status()).toBe(200);
    const listedText = await listed.text();
    expect(listedText).toContain(writeName);
    expect(listedText).not.toContain(writeSecret);
    expect(listedText).not.toContain(readSecret);

    const writer = await systemWith(playwright.request, baseURL, writeSecret);
    const reader = await systemWith(playwright.request, baseURL, readSecret);
    try {
      // Both keys read the space's tariffs (the demo seeds its tariffs in this company).
      for (const api of [writer, reader]) {
        const answer = await listTariffs(api);
        expect(answer.status()).toBe(200);
        const page1 = (await answer.json()) as { items: { space: string }[] };
        expect(page1.items.length).toBeGreaterThan(0);
        expect(page1.items.every((item) => item.space === SPACE)).toBe(true);
      }
      const me = await writer.post('/auth/me');
      expect(me.status()).toBe(200);
      expect(((await me.json()) as { sub: string }).sub).toMatch(/^apikey:/);

      // A write key creates a draft; a read key is refused the same call before the body is even looked at.
      const created = await writer.post('/api/v1/Tariff', { data: draftTariff() });
      expect(created.status(), await created.text()).toBe(200);
      expect(((await created.json()) as { key: string }).key).toMatch(/^tf_/);
      const refused = await reader.post('/api/v1/Tariff', { data: draftTariff() });
      expect(refused.status()).toBe(403);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('apikey.read_only');
      // A key never reaches people's own routes, its own key routes included.
      const keyRoutes = await writer.get(`/api/space/${SPACE}/api-keys`);
      expect(keyRoutes.status()).toBe(403);
      expect(((await keyRoutes.json()) as { error: { code: string } }).error.code).toBe('apikey.not_allowed');

      // The list notes the use once it is read again.
      await page.reload();
      await expect(page.getByTestId('api-key-row').filter({ hasText: writeName })).not.toContainText('Never');

      // The labels in Japanese, once.
      await page.goto('/jp/profile/setting');
      const jp = page.getByTestId('api-keys-section');
      await expect(jp).toContainText(`${SPACE_NAME} のAPIキー`);
      await expect(jp.getByRole('button', { name: 'APIキーを作成' })).toBeVisible();
      await expect(jp.getByTestId('api-key-row').filter({ hasText: writeName })).toContainText(
        '読み取りと書き込み',
      );
      await expect(jp.getByTestId('api-key-row').filter({ hasText: readName })).toContainText('読み取り専用');
      await expect(jp.getByRole('button', { name: `${writeName} を失効させる` })).toBeVisible();
      await page.goto('/en/profile/setting');
      await expect(section).toContainText(`API keys of ${SPACE_NAME}`);

      // Revoking asks first; the key is refused from its very next request on.
      const row = page.getByTestId('api-key-row').filter({ hasText: writeName });
      await row.getByRole('button', { name: `Revoke ${writeName}` }).click();
      const confirm = page.getByTestId('api-key-revoke');
      await expect(confirm.getByRole('heading', { name: 'Revoke this API key?' })).toBeVisible();
      await expect(confirm).toContainText(`"${writeName}" (${writeSecret.slice(0, 12)}…)`);
      await expect(confirm).toContainText('lose access with their very next request');
      await confirm.getByRole('button', { name: 'OK', exact: true }).click();
      await expect(confirm).toBeHidden();
      // The one English day style of lib/locale.ts: "Revoked 26 November 2026".
      await expect(row).toContainText(/Revoked \d{1,2} [A-Z][a-z]+ \d{4}/);
      await expect(row.getByRole('button', { name: `Revoke ${writeName}` })).toHaveCount(0);
      await expect(section).not.toContainText(writeSecret);

      const afterRevoke = await listTariffs(writer);
      expect(afterRevoke.status()).toBe(401);
      expect(((await afterRevoke.json()) as { error: { code: string } }).error.code).toBe('apikey.invalid');
      // The other key still works.
      expect((await listTariffs(reader)).status()).toBe(200);
    } finally {
      await writer.dispose();
      await reader.dispose();
    }
  });
});
