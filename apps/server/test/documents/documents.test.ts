import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, INVALID_RECORD } from '../helper.ts';
import { type Team, team } from '../partners/support.ts';
import { signedInUser, type TestUser } from '../sessions.ts';
import { createPublished } from '../tariffs/support.ts';
import { call, createDoc, expectOk, proposal, docSnapshot as snapshot } from './support.ts';

describeEachDatabase('document stores and their ACL', (ctx) => {
  let buyer: Team;
  let colleague: Team;
  let stranger: TestUser;
  let tariff: string;
  let note: string;

  const fields = (res: { body: { error: { fields?: { field: string; rule: string }[] } } }) =>
    res.body.error.fields?.map((f) => `${f.field}:${f.rule}`);

  // Set-up: two buyer spaces and a tariff.
  beforeAll(async () => {
    buyer = await team(ctx.app, 'buyer', '文書テスト旅行株式会社');
    colleague = await team(ctx.app, 'buyer', '提携先旅行株式会社');
    stranger = await signedInUser(ctx.app);
    const supplier = await team(ctx.app, 'supplier', '文書テスト旅館株式会社');
    const admin = await signedInUser(ctx.app, { grants: ['admin'] });
    tariff = (await createPublished(ctx.app, { user: supplier.owner, space: supplier.space }, admin)).key;
  });

  it('lists every declared collection with its counts, and stores a note for the space', async () => {
    note = await createDoc(ctx.app, buyer.owner, buyer.space, 'notes', {
      subject: { kind: 'tariff', key: tariff },
      text: '朝の便がおすすめ',
    });
    const list = await expectOk(call(ctx.app, buyer.member, 'GET', `/api/doc/list?space=${buyer.space}`));
    expect(list.body.items).toEqual([
      { collection: 'favourites', count: 0, shared: 0 },
      { collection: 'searches', count: 0, shared: 0 },
      { collection: 'notes', count: 1, shared: 0 },
      { collection: 'proposals', count: 0, shared: 0 },
    ]);
    // Every member of the space reads it; `ref` finds the notes about one tariff.
    const about = await expectOk(
      call(ctx.app, buyer.member, 'GET', `/api/doc/notes?space=${buyer.space}&ref=${tariff}`),
    );
    expect(about.body.items.map((d: { id: string }) => d.id)).toEqual([note]);
  });

  it('answers an unknown collection with invalid record, and a document failing its schema with 400', async () => {
    const unknown = await call(ctx.app, buyer.owner, 'GET', `/api/doc/blobs?space=${buyer.space}`);
    expect([unknown.status, unknown.body]).toEqual([404, INVALID_RECORD]);
    const post = await call(ctx.app, buyer.owner, 'POST', `/api/doc/blobs?space=${buyer.space}`, { a: 1 });
    expect(post.status).toBe(404);
    const before = await snapshot(ctx.app);
    const bad = async (collection: string, doc: object) => {
      const res = await call(
        ctx.app,
        buyer.owner,
        'POST',
        `/api/doc/${collection}?space=${buyer.space}`,
        doc,
      );
      return [res.status, res.body.error.code, fields(res)];
    };
    expect(await bad('favourites', { tariff: 'nope' })).toEqual([
      400,
      'request.invalid',
      ['body.tariff:invalid_format'],
    ]);
    expect(await bad('notes', { subject: { kind: 'tariff', key: tariff }, text: '' })).toEqual([
      400,
      'request.invalid',
      ['body.text:too_small'],
    ]);
    expect(await bad('proposals', proposal([tariff], 12.345))).toEqual([
      400,
      'request.invalid',
      ['body.markup:percent_precision'],
    ]);
    expect(await bad('proposals', proposal([tariff, tariff]))).toEqual([
      400,
      'request.invalid',
      ['body.items:unique'],
    ]);
    expect(await bad('searches', { name: '京都', extra: true })).toEqual([
      400,
      'request.invalid',
      ['body.extra:unknown_field'],
    ]);
    expect(await snapshot(ctx.app)).toBe(before);
  });

  it('keeps one favourite per tariff per space', async () => {
    await createDoc(ctx.app, buyer.owner, buyer.space, 'favourites', { tariff });
    const again = await call(ctx.app, buyer.admin, 'POST', `/api/doc/favourites?space=${buyer.space}`, {
      tariff,
    });
    expect([again.status, again.body.error.code, fields(again)]).toEqual([
      409,
      'document.duplicate',
      ['body.tariff:unique'],
    ]);
  });

  it('hides a document from another space until an entry grants it, and again once removed', async () => {
    // A proposal: notes are never shared (below).
    const shared = await createDoc(ctx.app, buyer.owner, buyer.space, 'proposals', proposal([tariff]));
    const url = `/api/doc/proposals/${shared}`;
    const probe = async (user: TestUser) => (await call(ctx.app, user, 'GET', url)).status;
    const listed = async () =>
      (
        await expectOk(call(ctx.app, colleague.member, 'GET', `/api/doc/proposals?space=${colleague.space}`))
      ).body.items.map((d: { id: string }) => d.id);
    expect([await probe(colleague.owner), await probe(stranger)]).toEqual([404, 404]);
    expect((await call(ctx.app, colleague.owner, 'GET', `/api/acl/${shared}`)).status).toBe(404);
    expect(await listed()).toEqual([]);

    // Only the owner space grants; a stranger's attempt reads as absent and stores nothing.
    const sneaky = await call(ctx.app, colleague.owner, 'PUT', `/api/acl/${shared}`, {
      acl: { space: colleague.space, permission: 'write' },
    });
    expect(sneaky.status).toBe(404);

    const granted = await expectOk(
      call(ctx.app, buyer.owner, 'PUT', `/api/acl/${shared}`, {
        acl: { space: colleague.space, permission: 'read' },
      }),
    );
    expect(granted.body.entries).toEqual([
      { space: colleague.space, name: '提携先旅行株式会社', permission: 'read' },
    ]);
    expect([await probe(colleague.owner), await probe(colleague.member), await probe(stranger)]).toEqual([
      200, 200, 404,
    ]);
    expect(await listed()).toEqual([shared]);

    // Read is read: no edits, no re-sharing, no delete.
    const edit = await call(ctx.app, colleague.owner, 'PUT', url, proposal([tariff], 5));
    expect([edit.status, edit.body.error.code]).toEqual([403, 'document.write_forbidden']);
    const reshare = await call(ctx.app, colleague.owner, 'PUT', `/api/acl/${shared}`, {
      acl: { space: colleague.space, permission: 'write' },
    });
    expect([reshare.status, reshare.body.error.code]).toEqual([403, 'document.acl_forbidden']);

    await expectOk(
      call(ctx.app, buyer.owner, 'PUT', `/api/acl/${shared}`, {
        acl: { space: colleague.space, permission: 'write' },
      }),
    );
    const written = await expectOk(call(ctx.app, colleague.owner, 'PUT', url, proposal([tariff], 7)));
    expect([written.body.permission, written.body.doc.markup, written.body.space]).toEqual([
      'write',
      7,
      buyer.space,
    ]);

    await expectOk(
      call(ctx.app, buyer.owner, 'DELETE', `/api/acl/${shared}`, { acl: { space: colleague.space } }),
    );
    expect([await probe(colleague.owner), await probe(colleague.member)]).toEqual([404, 404]);
    expect(await listed()).toEqual([]);
  });

  it("refuses every ACL entry on a note, to owners too, storing nothing; the note stays its space's", async () => {
    const before = await snapshot(ctx.app);
    for (const permission of ['read', 'write']) {
      const res = await call(ctx.app, buyer.owner, 'PUT', `/api/acl/${note}`, {
        acl: { space: colleague.space, permission },
      });
      expect([res.status, res.body.error.code, res.body.error.params]).toEqual([
        422,
        'document.acl_private',
        { collection: 'notes' },
      ]);
    }
    expect(await snapshot(ctx.app)).toBe(before);
    expect((await call(ctx.app, colleague.owner, 'GET', `/api/doc/notes/${note}`)).status).toBe(404);
  });

  it("lets only owners, admins and the author change a proposal's ACL, each change audited", async () => {
    const byMember = await createDoc(ctx.app, buyer.member, buyer.space, 'proposals', proposal([tariff]));
    const byOwner = await createDoc(ctx.app, buyer.owner, buyer.space, 'proposals', proposal([tariff]));
    const grant = (user: TestUser, id: string, permission = 'read') =>
      call(ctx.app, user, 'PUT', `/api/acl/${id}`, { acl: { space: colleague.space, permission } });
    const before = await snapshot(ctx.app);
    const plain = await grant(buyer.member, byOwner);
    expect([plain.status, plain.body.error.code]).toEqual([403, 'document.acl_forbidden']);
    const plainRevoke = await call(ctx.app, buyer.member, 'DELETE', `/api/acl/${byOwner}`, {
      acl: { space: colleague.space },
    });
    expect(plainRevoke.status).toBe(403);
    expect(await snapshot(ctx.app)).toBe(before);
    // The author (a plain member) shares their own proposal; an admin of the space changes it.
    await expectOk(grant(buyer.member, byMember));
    await expectOk(grant(buyer.admin, byMember, 'write'));
    await expectOk(grant(buyer.admin, byMember, 'write'));
    const removed = await expectOk(
      call(ctx.app, buyer.owner, 'DELETE', `/api/acl/${byMember}`, { acl: { space: colleague.space } }),
    );
    expect(removed.body.entries).toEqual([]);
    type Change = {
      action: string;
      space: string;
      from: string | null;
      to: string | null;
      by: { sub: string };
    };
    expect(removed.body.changes.map((c: Change) => [c.action, c.space, c.from, c.to, c.by.sub])).toEqual([
      ['revoke', colleague.space, 'write', null, buyer.owner.sub],
      ['grant', colleague.space, 'read', 'write', buyer.admin.sub],
      ['grant', colleague.space, null, 'read', buyer.member.sub],
    ]);
    // A space shared with sees the entries, not who changed them.
    await expectOk(grant(buyer.owner, byMember));
    const seen = await expectOk(call(ctx.app, colleague.owner, 'GET', `/api/acl/${byMember}`));
    expect(seen.body.changes).toBeUndefined();
  });

  it('refuses ACL entries for a space that does not exist or for the owner, storing nothing', async () => {
    const doc = await createDoc(ctx.app, buyer.owner, buyer.space, 'proposals', proposal([tariff]));
    const before = await snapshot(ctx.app);
    const missing = await call(ctx.app, buyer.owner, 'PUT', `/api/acl/${doc}`, {
      acl: { space: 'sp_missing', permission: 'read' },
    });
    expect([missing.status, missing.body.error.code, fields(missing)]).toEqual([
      422,
      'document.acl_unknown_space',
      ['body.acl.space:exists'],
    ]);
    const owner = await call(ctx.app, buyer.owner, 'PUT', `/api/acl/${doc}`, {
      acl: { space: buyer.space, permission: 'read' },
    });
    expect([owner.status, owner.body.error.code]).toEqual([422, 'document.acl_owner']);
    const badPermission = await call(ctx.app, buyer.owner, 'PUT', `/api/acl/${doc}`, {
      acl: { space: colleague.space, permission: 'admin' },
    });
    expect([badPermission.status, fields(badPermission)]).toEqual([
      400,
      ['body.acl.permission:invalid_value'],
    ]);
    expect(await snapshot(ctx.app)).toBe(before);
    expect((await expectOk(call(ctx.app, buyer.owner, 'GET', `/api/acl/${doc}`))).body.entries).toEqual([]);
  });

  it('needs a space of the caller: none named is a 400, another one reads as absent', async () => {
    const none = await call(ctx.app, buyer.owner, 'GET', '/api/doc/notes');
    expect([none.status, none.body.error.code]).toEqual([400, 'document.space_required']);
    const other = await call(ctx.app, stranger, 'GET', `/api/doc/notes?space=${buyer.space}`);
    expect(other.status).toBe(404);
  });

  it('lets only the owner space delete', async () => {
    const res = await call(ctx.app, stranger, 'DELETE', `/api/doc/notes/${note}`);
    expect(res.status).toBe(404);
    const gone = await expectOk(call(ctx.app, buyer.member, 'DELETE', `/api/doc/notes/${note}`));
    expect(gone.body).toEqual({ id: note, deleted: true });
    expect((await call(ctx.app, buyer.owner, 'GET', `/api/doc/notes/${note}`)).status).toBe(404);
  });
});
