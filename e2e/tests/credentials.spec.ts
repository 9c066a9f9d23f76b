import { signInAt } from '../support/auth.ts';
import { audit, expectNoFindings, type Finding, settle } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';

/**
 * guide@example.com applies for a licensed-guide credential with a licence number and a photo of the
 * card; admin@example.com approves it; the guide's card on the Guides tab shows the verified badge;
 * buyer@example.com asks the guide's page for proof of licence type and languages, the guide presents, and the
 * buyer sees "verified" with those two claims and not the licence number; the administrator revokes it and the
 * badge and the verification go away (the e2e server caches status lists for 2 s: playwright.config.ts).
 */
const GUIDE = 'sp_guide-ken';
const GUIDE_NAME = '案内 健';
const LICENCE_NUMBER = 'KYO-2026-0042';
// A 1×1 PNG: the "photo of the licence card".
const CARD_PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('[GUIDE][ADMIN][BUYER][CREDENTIALS] a licensed-guide credential from application to revocation', () => {
  test('applied for, approved, shown as a badge, presented selectively, revoked', async ({
    browser,
    page: guide,
  }) => {
    test.setTimeout(240_000);
    // Every screen of the journey is audited as it stands (WCAG 2.2 AA); reported at the end.
    const findings: Finding[] = [];

    // The guide applies: the form starts from the guide profile; the licence number and the card photo are added.
    await signInAt(guide, `/en/profile/${GUIDE}/wallet?tab=apply`, 'guide@example.com');
    const form = guide.getByTestId('apply-form');
    await expect(guide.getByTestId('apply-type')).toHaveValue(/\/vct\/licensed-guide$/);
    await expect(form.getByLabel('Name')).toHaveValue(GUIDE_NAME);
    await expect(form.getByLabel('Languages')).toHaveValue('ja, en');
    await form.getByLabel('Licence number').fill(LICENCE_NUMBER);
    await form
      .getByTestId('evidence-input')
      .setInputFiles({ name: 'licence-card.png', mimeType: 'image/png', buffer: CARD_PHOTO });
    await expect(form.getByTestId('evidence-list')).toContainText('licence-card.png');
    await settle(guide);
    await audit(guide, 'wallet: apply', findings);
    await form.getByTestId('apply-submit').click();
    await expect(guide.getByTestId('wallet-notice')).toContainText('Application sent');
    await expect(guide.getByTestId('application-item').first()).toHaveAttribute('data-state', 'pending');

    // The administrator sees the claims and the photo on the Verification tab and approves.
    const admin = await (await browser.newContext()).newPage();
    await signInAt(admin, '/en/tariff/admin?tab=verification', 'admin@example.com');
    const application = admin.locator(`[data-testid="application-review"][data-holder="${GUIDE}"]`);
    await expect(application.getByRole('img', { name: 'Evidence: licence-card.png' })).toBeVisible();
    await expect(application.getByLabel('Licence number')).toHaveValue(LICENCE_NUMBER);
    await settle(admin);
    await audit(admin, 'admin: verification', findings);
    await application.getByTestId('approve-button').click();
    await admin.getByTestId('approve-dialog').getByRole('button', { name: 'OK' }).click();
    await expect(admin.getByTestId('verification-notice')).toContainText(`Issued to ${GUIDE_NAME}`);

    // The guide's wallet holds it, valid.
    await guide.goto(`/en/profile/${GUIDE}/wallet`);
    await expect(guide.getByTestId('credential-card').first()).toHaveAttribute('data-state', 'valid');

    // The buyer sees the badge on the guide's card in the Guides tab.
    const buyer = await (await browser.newContext()).newPage();
    await signInAt(buyer, '/en/search?kind=guides', 'buyer@example.com');
    const card = buyer.getByTestId('guide-card').filter({ hasText: GUIDE_NAME });
    await expect(card.getByTestId('verified-badge')).toBeVisible();
    await card.getByTestId('verified-badge').getByRole('button').focus();
    await expect(card.getByTestId('verified-badge-tip')).toContainText('Licence type');

    // The buyer asks the guide's page for proof of the licence type and the languages only.
    await card.getByRole('link', { name: GUIDE_NAME }).click();
    await buyer.getByTestId('request-proof-button').click();
    const ask = buyer.getByTestId('request-proof-dialog');
    await ask.getByLabel('Licence type').check();
    await ask.getByLabel('Languages').check();
    await ask.getByLabel('Purpose').fill('Check before booking a Kyoto temple tour');
    await audit(buyer, 'guide page: request proof', findings, '[data-testid="request-proof-dialog"]');
    await ask.getByRole('button', { name: 'Send request' }).click();
    await expect(buyer.getByTestId('request-proof-sent')).toContainText(`Request sent to ${GUIDE_NAME}`);

    // The guide sees exactly what would be disclosed, and presents.
    await guide.goto(`/en/profile/${GUIDE}/wallet?tab=requests`);
    const received = guide.locator('[data-testid="received-request"][data-state="pending"]').first();
    await expect(received).toContainText('Check before booking a Kyoto temple tour');
    await expect(received.getByTestId('would-disclose')).toHaveText(
      'Would disclose only: Licence type, Languages',
    );
    await received.getByTestId('present-button').click();
    await guide.getByTestId('present-dialog').getByRole('button', { name: 'OK' }).click();
    await expect(guide.getByTestId('wallet-notice')).toContainText('Presented to');

    // The buyer's result: verified, the two claims and nothing else.
    await buyer.getByRole('link', { name: 'See requests and results' }).click();
    const sent = buyer.locator(`[data-testid="sent-request"][data-holder="${GUIDE}"]`).first();
    await expect(sent.getByTestId('proof-verdict')).toHaveText(/^Verified/);
    const disclosed = sent.getByTestId('disclosed-claims');
    await expect(disclosed).toContainText('Licence type');
    await expect(disclosed).toContainText('全国通訳案内士');
    await expect(disclosed).toContainText('Languages');
    await expect(disclosed).not.toContainText('Licence number');
    await expect(sent).not.toContainText(LICENCE_NUMBER);
    await settle(buyer);
    await audit(buyer, 'wallet: requests sent', findings);

    // The administrator revokes the credential with a reason.
    await admin.reload();
    const issued = admin.locator(`[data-testid="issued-item"][data-holder="${GUIDE}"]`).first();
    await issued.getByTestId('revoke-button').click();
    const revoke = admin.getByTestId('revoke-dialog');
    await revoke.getByLabel('Reason').fill('Licence surrendered');
    await revoke.getByRole('button', { name: 'Revoke' }).click();
    await expect(admin.getByTestId('verification-notice')).toContainText(
      `Revoked the credential of ${GUIDE_NAME}`,
    );

    // Within the status list's time-to-live the verification fails with "revoked" and the badge is gone.
    await expect(async () => {
      await sent.getByTestId('recheck-button').click();
      await expect(sent.getByTestId('proof-verdict')).toHaveText(
        'Not verified: the credential has been revoked',
        {
          timeout: 2_000,
        },
      );
    }).toPass({ timeout: 30_000 });
    await expect(async () => {
      await buyer.goto('/en/search?kind=guides');
      await expect(buyer.getByTestId('guide-card').filter({ hasText: GUIDE_NAME })).toBeVisible();
      await expect(
        buyer.getByTestId('guide-card').filter({ hasText: GUIDE_NAME }).getByTestId('verified-badge'),
      ).toHaveCount(0, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await guide.goto(`/en/profile/${GUIDE}/wallet`);
    await expect(guide.getByTestId('credential-card').first()).toHaveAttribute('data-state', 'revoked');
    await guide.getByTestId('credential-toggle').first().click();
    await expect(guide.getByTestId('credential-details')).toContainText(LICENCE_NUMBER);
    await audit(guide, 'wallet: credentials', findings);
    expectNoFindings(findings);
  });
});
