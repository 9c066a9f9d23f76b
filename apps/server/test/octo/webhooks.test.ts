import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deliverDue } from '../../src/modules/octo/service/webhooks.ts';
import { backgroundContext } from '../../src/plugins/context.ts';
import { type BookingWorld, bookingWorld, inDays, move, setInventory } from '../bookings/support.ts';
import { describeEachDatabase } from '../helper.ts';
import { apiKey, octo } from './support.ts';

/*
 * OCTO webhooks (docs/octo.md "Webhooks"): URLs only https to public addresses unless WEBHOOK_ALLOW_PRIVATE;
 * booking changes posted signed with HMAC-SHA256, retried with backoff until a 2xx, and listed with attempts.
 */
describeEachDatabase('OCTO webhooks: where they may post', (ctx) => {
  let w: BookingWorld;
  let key: string;
  beforeAll(async () => {
    w = await bookingWorld(ctx.app);
    key = await apiKey(ctx.app, w.partner);
  });

  it('refuses http and loopback, private and link-local addresses, storing nothing', async () => {
    for (const url of [
      'http://example.com/hook',
      'https://127.0.0.1/hook',
      'https://10.1.2.3/hook',
      'https://192.168.0.10/hook',
      'https://169.254.169.254/latest',
      'https://[::1]/hook',
      'https://[fe80::1]/hook',
      'https://localhost/hook',
      'not a url',
    ]) {
      const res = await octo(ctx.app, key, w.supplier.space, 'POST', '/octo/v1/webhooks', { url });
      expect([url, res.status, res.body.error]).toEqual([url, 400, 'BAD_REQUEST']);
    }
    const list = await octo(ctx.app, key, w.supplier.space, 'GET', '/octo/v1/webhooks');
    expect(list.body).toEqual([]);
  });
});

describeEachDatabase(
  'OCTO webhooks: signed deliveries, retried until a 2xx',
  (ctx) => {
    let w: BookingWorld;
    let key: string;
    let server: Server;
    let port = 0;
    const received: { body: string; signature: string }[] = [];
    const answers: number[] = [];
    const day = inDays(45);

    beforeAll(async () => {
      // The tests call the delivery themselves; the app's own queued delivery would race them for the rows.
      await ctx.app.tasks.stop();
      server = createServer((req, res) => {
        let body = '';
        req.on('data', (chunk) => {
          body += chunk;
        });
        req.on('end', () => {
          received.push({ body, signature: String(req.headers['x-tourtariff-signature'] ?? '') });
          res.statusCode = answers.shift() ?? 200;
          res.end();
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
      w = await bookingWorld(ctx.app);
      key = await apiKey(ctx.app, w.partner);
      await setInventory(ctx.app, w, { from: day, to: day, mode: 'allotment', capacity: 3 });
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    const sweep = () => deliverDue(backgroundContext(ctx.app));
    const dueNow = () =>
      ctx.app.database.db.execute(
        sql`update octo_deliveries set next_attempt_at = now() - interval '1 second'`,
      );

    it('posts a confirmation signed with the secret, retries a 500 and stops after the 2xx', async () => {
      const hook = await octo(ctx.app, key, w.supplier.space, 'POST', '/octo/v1/webhooks', {
        url: `http://127.0.0.1:${port}/hook`,
        event: 'booking_update',
      });
      expect(hook.status).toBe(200);
      const secret = hook.body['tourtariff:secret'] as string;
      expect(secret.length).toBeGreaterThan(30);
      const listed = await octo(ctx.app, key, w.supplier.space, 'GET', '/octo/v1/webhooks');
      expect(listed.body.map((h: { id: string }) => h.id)).toEqual([hook.body.id]);
      expect(JSON.stringify(listed.body)).not.toContain(secret);

      const held = await octo(ctx.app, key, w.supplier.space, 'POST', '/octo/v1/bookings', {
        productId: w.tariff,
        optionId: 'DEFAULT',
        availabilityId: `${w.tariff}.${day}`,
        unitItems: [{ unitId: 'adult' }],
      });
      await octo(ctx.app, key, w.supplier.space, 'POST', `/octo/v1/bookings/${held.body.uuid}/confirm`, {});

      answers.push(500);
      await dueNow();
      await sweep();
      await dueNow();
      await sweep();
      await sweep();
      expect(received.map((r) => JSON.parse(r.body).booking.status)).toEqual(['CONFIRMED', 'CONFIRMED']);
      for (const { body, signature } of received) {
        const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature) ?? [];
        expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
      }
      expect(JSON.parse(received[0]?.body ?? '{}')).toMatchObject({
        event: 'booking_update',
        webhook: { id: hook.body.id },
        booking: { uuid: held.body.uuid, supplierReference: held.body.supplierReference },
      });
      const deliveries = await octo(
        ctx.app,
        key,
        w.supplier.space,
        'GET',
        `/octo/v1/webhooks/${hook.body.id}/deliveries`,
      );
      expect(deliveries.body).toHaveLength(1);
      expect(deliveries.body[0]).toMatchObject({ state: 'delivered', change: 'confirmed' });
      expect(deliveries.body[0].attempts.map((a: { status: number }) => a.status)).toEqual([500, 200]);
    });

    it('tells the reseller when the supplier confirms its request on the web', async () => {
      received.length = 0;
      const pending = await octo(ctx.app, key, w.supplier.space, 'POST', '/octo/v1/bookings', {
        productId: w.tariff,
        optionId: 'DEFAULT',
        availabilityId: `${w.tariff}.${inDays(70)}`,
        unitItems: [{ unitId: 'adult' }],
      });
      expect(pending.body.status).toBe('PENDING');
      await move(ctx.app, w.supplier.owner, pending.body.id, 'confirm');
      await dueNow();
      await sweep();
      expect(received.map((r) => JSON.parse(r.body).booking)).toEqual([
        expect.objectContaining({ uuid: pending.body.uuid, status: 'CONFIRMED' }),
      ]);
    });

    it('removes a webhook; another reseller’s or an unknown one names nothing', async () => {
      const hook = await octo(ctx.app, key, w.supplier.space, 'POST', '/octo/v1/webhooks', {
        url: `http://127.0.0.1:${port}/other`,
      });
      const gone = await octo(ctx.app, key, w.supplier.space, 'DELETE', `/octo/v1/webhooks/${hook.body.id}`);
      expect(gone.status).toBe(200);
      const again = await octo(ctx.app, key, w.supplier.space, 'DELETE', `/octo/v1/webhooks/${hook.body.id}`);
      expect([again.status, again.body.error]).toEqual([404, 'BAD_REQUEST']);
    });
  },
  { config: { webhookAllowPrivate: true } },
);
