import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { forgetBadges } from '../../src/core/credentials/service/badges.ts';
import { credentials } from '../../src/db/schema/index.ts';
import { describeEachDatabase } from '../helper.ts';
import { coreAs, guideWithCredential, type Offer, ok } from './support.ts';
import { issuanceClient, newHolder } from './wallet.ts';

type World = Awaited<ReturnType<typeof guideWithCredential>>;
type Listed = {
  items: { id: string; credential?: string; copies?: { id: string; state: string; expiresAt: string }[] }[];
};

/** The guide offers their licence to an external wallet through the wallet page (`wallet/offer`), which takes it. */
async function copyToExternalWallet(app: FastifyInstance, world: World) {
  const made = await ok<Offer>(
    coreAs(app, world.guide, world.space, 'wallet/offer', { credential: world.credential }),
  );
  const wallet = issuanceClient(app, await newHolder());
  const { offer, metadata } = await wallet.start(made.offer_uri);
  const { accessTokenResponse } = await wallet.client.retrievePreAuthorizedCodeAccessTokenFromOffer({
    credentialOffer: offer,
    issuerMetadata: metadata,
    txCode: made.tx_code,
  });
  const { c_nonce } = await wallet.client.requestNonce({ issuerMetadata: metadata });
  const { jwt } = await wallet.proof(metadata, 'licensed-guide', c_nonce);
  await wallet.client.retrieveCredentials({
    issuerMetadata: metadata,
    accessToken: accessTokenResponse.access_token,
    credentialConfigurationId: 'licensed-guide',
    proofs: { jwt: [jwt] },
  });
}

// A copy in an external wallet is the same licence: it is listed with it and revoked with it.
describeEachDatabase('oid4vci: copies of a credential fall with their original', (ctx) => {
  let world: World;
  const badges = async () =>
    (
      await ok<{ items: { kind: string }[] }>(
        coreAs(ctx.app, world.guide, world.space, 'query/wallet', { holder: world.space }),
      )
    ).items.map((badge) => badge.kind);
  const issuerList = async () =>
    (
      await ok<Listed>(
        coreAs(ctx.app, world.admin, null, 'issue/list', { role: 'issuer', state: 'approved' }),
      )
    ).items.find((item) => item.id === world.application);
  const copies = () =>
    ctx.app.database.db.select().from(credentials).where(eq(credentials.originId, world.credential));

  beforeAll(async () => {
    world = await guideWithCredential(ctx.app);
    await copyToExternalWallet(ctx.app, world);
  });
  afterEach(() => vi.useRealTimers());

  it("lists the copy in the issuer's list, linked to the original and expiring no later", async () => {
    const [copy, ...more] = await copies();
    expect(more).toEqual([]);
    const [original] = await ctx.app.database.db
      .select()
      .from(credentials)
      .where(eq(credentials.id, world.credential));
    expect(copy?.heldExternally).toBe(true);
    expect(copy && original && copy.expiresAt <= original.expiresAt).toBe(true);
    expect((await issuerList())?.copies).toEqual([
      {
        id: copy?.id,
        state: 'valid',
        issuedAt: copy?.issuedAt.toISOString(),
        expiresAt: copy?.expiresAt.toISOString(),
      },
    ]);
  });

  it('drops the badge within the TTL of a revocation made by another process', async () => {
    const ttl = ctx.app.config.credentials.statusTtlSeconds * 1000;
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    expect(await badges()).toContain('guide');
    // Later the badge is computed again (here: this process forgot it) against the status list read at `start`.
    vi.setSystemTime(start + ttl - 50_000);
    forgetBadges(ctx.app.database.db, world.space);
    expect(await badges()).toContain('guide');
    // Another process revokes: nothing tells this one; the database says so.
    await ctx.app.database.db
      .update(credentials)
      .set({ revokedAt: new Date(), revokeReason: 'other process', revokedBy: 'test' })
      .where(eq(credentials.holder, world.space));
    vi.setSystemTime(start + ttl + 20_000);
    expect(await badges()).toEqual([]);
    await ctx.app.database.db
      .update(credentials)
      .set({ revokedAt: null, revokeReason: null, revokedBy: null })
      .where(eq(credentials.holder, world.space));
    vi.useRealTimers();
    forgetBadges(ctx.app.database.db, world.space);
  });

  it('revokes every copy with the original, shows them revoked, and the badge goes at once', async () => {
    expect(await badges()).toContain('guide');
    await ok(
      coreAs(ctx.app, world.admin, null, 'issue/revoke', { credential: world.credential, reason: '失効' }),
    );
    const [copy] = await copies();
    expect(copy?.revokedAt).not.toBeNull();
    expect((await issuerList())?.copies?.map((c) => c.state)).toEqual(['revoked']);
    expect(await badges()).toEqual([]);
  });
});
