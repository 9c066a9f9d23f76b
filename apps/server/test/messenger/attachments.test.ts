import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../helper.ts';
import {
  call,
  contact,
  counts,
  expectOk,
  JPEG,
  PDF,
  PNG,
  upload,
  WEBP,
  type World,
  world,
} from './support.ts';

describeEachDatabase('messenger attachments', (ctx) => {
  let w: World;
  let conversation: string;
  beforeAll(async () => {
    w = await world(ctx.app);
    conversation = await contact(ctx.app, w);
  });

  it('stores JPEG, PNG, WebP and PDF by their content, whatever their name says', async () => {
    const cases: [Buffer, string, string][] = [
      [JPEG, 'photo.png', 'image/jpeg'],
      [PNG, 'diagram.jpg', 'image/png'],
      [WEBP, 'pic', 'image/webp'],
      [PDF, '見積書.txt', 'application/pdf'],
    ];
    for (const [bytes, name, type] of cases) {
      const res = await upload(ctx.app, w.buyer.owner, conversation, bytes, name);
      expect(res.status, name).toBe(200);
      expect(res.body).toMatchObject({ name, type, size: bytes.length });
    }
  });

  it('refuses other types, empty and oversized files, and non-participants, storing nothing', async () => {
    const before = await counts(ctx.app);
    const html = await upload(
      ctx.app,
      w.buyer.owner,
      conversation,
      Buffer.from('<html>hi</html>'),
      'x.pdf',
      'application/pdf',
    );
    expect(html.status).toBe(422);
    expect(html.body.error).toMatchObject({ code: 'messenger.attachment_type' });
    const empty = await upload(ctx.app, w.buyer.owner, conversation, Buffer.alloc(0));
    expect(empty.status).toBe(400);
    const big = await upload(
      ctx.app,
      w.buyer.owner,
      conversation,
      Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]),
    );
    expect(big.status).toBe(413);
    const stranger = await upload(ctx.app, w.stranger.owner, conversation, PDF);
    expect(stranger.status).toBe(404);
    const anonymous = await upload(ctx.app, null, conversation, PDF);
    expect(anonymous.status).toBe(401);
    expect(await counts(ctx.app)).toEqual(before);
  });

  it('sends up to five with a message; only participants fetch them, and the hash alone opens nothing', async () => {
    const hashes = [];
    for (const bytes of [PDF, PNG, JPEG, WEBP, Buffer.concat([PDF, Buffer.from('2')])])
      hashes.push((await upload(ctx.app, w.supplier.owner, conversation, bytes, 'file.bin')).body.hash);
    const sent = await expectOk(
      call(ctx.app, w.supplier.owner, 'POST', `/api/messenger/${conversation}`, {
        text: '',
        attachments: hashes,
      }),
    );
    expect(sent.body.attachments.map((a: { hash: string }) => a.hash)).toEqual(hashes);
    const url = sent.body.attachments[0].url;
    const res = await ctx.app.inject({ method: 'GET', url, ...w.buyer.member.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.equals(PDF)).toBe(true);
    for (const user of [w.stranger.owner, w.admin]) {
      expect((await ctx.app.inject({ method: 'GET', url, ...user.auth })).statusCode).toBe(404);
      expect((await call(ctx.app, user, 'GET', `/api/ipfs/${hashes[0]}`)).status).toBe(404);
    }
    const six = await call(ctx.app, w.supplier.owner, 'POST', `/api/messenger/${conversation}`, {
      text: 'six',
      attachments: [...hashes, hashes[0]],
    });
    expect(six.status).toBe(400);
  });

  it('does not let a hash uploaded to one conversation travel to another', async () => {
    const { hash } = (await upload(ctx.app, w.buyer.owner, conversation, PNG, 'a.png')).body;
    const other = await expectOk(
      call(ctx.app, w.stranger.owner, 'POST', '/api/messenger/new', {
        space: w.stranger.space,
        participants: [w.supplier.space],
        about: { kind: 'tariff', key: w.tariff },
      }),
    );
    const res = await call(ctx.app, w.stranger.owner, 'POST', `/api/messenger/${other.body.key}`, {
      text: 'x',
      attachments: [hash],
    });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('messenger.attachment_unknown');
    const fetch = await ctx.app.inject({
      method: 'GET',
      url: `/api/messenger/${other.body.key}/attachments/${hash}`,
      ...w.stranger.owner.auth,
    });
    expect(fetch.statusCode).toBe(404);
  });
});
