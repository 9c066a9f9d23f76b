import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../helper.ts';
import type { TestUser } from '../sessions.ts';
import {
  call,
  createDraft,
  createPublished,
  expectOk,
  newAdmin,
  newBuyer,
  newSupplier,
  type Supplier,
} from './support.ts';

describeEachDatabase('tariff states (docs/product-decisions.md §6)', (ctx) => {
  let supplier: Supplier;
  let other: Supplier;
  let admin: TestUser;
  let buyer: TestUser;
  const patch = (user: TestUser, key: string, state: string, body?: object) =>
    call(ctx.app, user, 'PATCH', `/api/tariff/${key}/${state}`, body);

  // Set-up: the roles.
  beforeAll(async () => {
    supplier = await newSupplier(ctx.app);
    other = await newSupplier(ctx.app, '別のサプライヤー株式会社');
    admin = await newAdmin(ctx.app);
    buyer = await newBuyer(ctx.app);
  });

  it('[SUPPLIER] submits a draft; [ADMIN] publishes it; the trail and the bell record each step', async () => {
    const draft = await createDraft(ctx.app, supplier);
    expect(draft).toMatchObject({ state: 'draft', version: 1, actions: ['submit', 'archive'] });
    const submitted = await patch(supplier.user, draft.key, 'submitted');
    expect(submitted.body).toMatchObject({ state: 'submitted', actions: ['archive'] });
    const published = await patch(admin, draft.key, 'published');
    expect(published.body).toMatchObject({ state: 'published', version: 1 });
    expect(published.body.publishedAt).toBeTruthy();
    const audit = await call(ctx.app, supplier.user, 'GET', `/api/tariff/${draft.key}/audit`);
    expect(audit.body.items.map((e: { action: string }) => e.action)).toEqual([
      'create',
      'submit',
      'publish',
    ]);
    expect(audit.body.items[2]).toMatchObject({
      from: 'submitted',
      to: 'published',
      actor: { sub: admin.sub },
    });
    const bell = await call(ctx.app, supplier.user, 'POST', '/core/notify/list', {
      target: supplier.user.sub,
    });
    const items = bell.body.data.items as { key: string; subject: { en: string } }[];
    const subjects = items.map((n) => n.subject.en);
    expect(subjects.some((s) => s.includes('Published'))).toBe(true);
    expect(subjects.some((s) => s.includes('Submitted'))).toBe(true);
    const publication = items.find((n) => n.subject.en.includes('Published'));
    const details = await call(ctx.app, supplier.user, 'POST', '/core/notify/get', { key: publication?.key });
    // The link opens the supplier's editor of that very tariff.
    expect(details.body.data.link).toBe(`/tariff/list/${draft.key}`);
  });

  it('[ADMIN] returns with a note (required); [SUPPLIER] edits the returned tariff back to draft', async () => {
    const draft = await createDraft(ctx.app, supplier);
    await expectOk(patch(supplier.user, draft.key, 'submit'));
    const noNote = await patch(admin, draft.key, 'returned');
    expect(noNote.status).toBe(400);
    expect(noNote.body.error.fields).toEqual([
      expect.objectContaining({ field: 'body.note', rule: 'required' }),
    ]);
    const returned = await patch(admin, draft.key, 'returned', { note: '料金を税込で入力してください' });
    expect(returned.body).toMatchObject({ state: 'returned', note: '料金を税込で入力してください' });
    // A returned tariff must be edited before it goes back.
    expect((await patch(supplier.user, draft.key, 'submitted')).status).toBe(409);
    const edited = await call(ctx.app, supplier.user, 'PATCH', `/api/v1/Tariff/${draft.key}`, {
      tax: { included: true, rate: 10 },
    });
    // The note stays in view while the supplier corrects, and goes once the tariff is submitted again.
    expect(edited.body).toMatchObject({ state: 'draft', note: '料金を税込で入力してください' });
    expect((await patch(supplier.user, draft.key, 'submitted')).body).toMatchObject({
      state: 'submitted',
      note: null,
    });
  });

  it('[ADMIN] suspends and reinstates a published tariff; [SUPPLIER] archives from any state', async () => {
    const tariff = await createPublished(ctx.app, supplier, admin);
    expect((await patch(admin, tariff.key, 'suspended')).body.state).toBe('suspended');
    expect((await patch(admin, tariff.key, 'reinstate')).body.state).toBe('published');
    expect((await patch(admin, tariff.key, 'suspend')).body.state).toBe('suspended');
    expect((await patch(admin, tariff.key, 'published')).body.state).toBe('published');
    expect((await patch(supplier.user, tariff.key, 'archived')).body.state).toBe('archived');
    expect((await patch(supplier.user, tariff.key, 'archived')).status).toBe(409);
    expect((await patch(admin, tariff.key, 'reinstate')).status).toBe(409);
    const returned = await createDraft(ctx.app, supplier);
    await expectOk(patch(supplier.user, returned.key, 'submitted'));
    await expectOk(patch(admin, returned.key, 'returned', { note: 'x' }));
    expect((await patch(supplier.user, returned.key, 'archive')).body.state).toBe('archived');
  });

  it('refuses transitions from the wrong state (409)', async () => {
    const draft = await createDraft(ctx.app, supplier);
    for (const state of ['published', 'returned', 'suspended', 'reinstate'])
      expect((await patch(admin, draft.key, state, { note: 'n' })).status, state).toBe(409);
    expect((await patch(supplier.user, draft.key, 'draft')).status).toBe(409);
    await expectOk(patch(supplier.user, draft.key, 'submitted'));
    expect((await patch(supplier.user, draft.key, 'submitted')).status).toBe(409);
    expect((await patch(admin, draft.key, 'suspended')).status).toBe(409);
  });

  it('refuses each transition to the wrong role (403)', async () => {
    const draft = await createDraft(ctx.app, supplier);
    // Administrators do not submit or archive for a supplier; suppliers do not decide their own reviews.
    expect((await patch(admin, draft.key, 'submitted')).status).toBe(403);
    expect((await patch(admin, draft.key, 'archived')).status).toBe(403);
    await expectOk(patch(supplier.user, draft.key, 'submitted'));
    for (const state of ['published', 'returned'])
      expect((await patch(supplier.user, draft.key, state, { note: 'n' })).status, state).toBe(403);
    const published = await createPublished(ctx.app, supplier, admin);
    for (const state of ['suspended', 'reinstate'])
      expect((await patch(supplier.user, published.key, state)).status, state).toBe(403);
    // Another supplier cannot move this space's tariffs at all; a draft it cannot read reads as absent.
    for (const state of ['submitted', 'archived'])
      expect((await patch(other.user, draft.key, state)).status, state).toBe(404);
    expect((await patch(other.user, published.key, 'archived')).status).toBe(403);
  });

  it('[BUYER] cannot PATCH a state', async () => {
    const published = await createPublished(ctx.app, supplier, admin);
    for (const state of ['submitted', 'published', 'returned', 'suspended', 'archived']) {
      const res = await patch(buyer, published.key, state, { note: 'n' });
      expect(res.status, state).toBe(403);
    }
    expect((await call(ctx.app, buyer, 'GET', `/api/v1/Tariff/${published.key}`)).body.state).toBe(
      'published',
    );
  });

  it('answers an unknown tariff with 404 and an unknown state with 400', async () => {
    expect((await patch(admin, 'tf_missing', 'published')).status).toBe(404);
    const draft = await createDraft(ctx.app, supplier);
    const res = await patch(supplier.user, draft.key, 'deleted');
    expect(res.status).toBe(400);
    expect(res.body.error.fields[0].field).toBe('params.state');
  });

  it('[SUPPLIER] deletes a draft, and archives anything else on DELETE', async () => {
    const draft = await createDraft(ctx.app, supplier);
    expect((await call(ctx.app, supplier.user, 'DELETE', `/api/v1/Tariff/${draft.key}`)).body).toEqual({
      key: draft.key,
      deleted: true,
    });
    expect((await call(ctx.app, supplier.user, 'GET', `/api/v1/Tariff/${draft.key}`)).status).toBe(404);
    const published = await createPublished(ctx.app, supplier, admin);
    expect((await call(ctx.app, other.user, 'DELETE', `/api/v1/Tariff/${published.key}`)).status).toBe(403);
    await expectOk(call(ctx.app, supplier.user, 'DELETE', `/api/v1/Tariff/${published.key}`));
    expect((await call(ctx.app, supplier.user, 'GET', `/api/v1/Tariff/${published.key}`)).body.state).toBe(
      'archived',
    );
  });
});
