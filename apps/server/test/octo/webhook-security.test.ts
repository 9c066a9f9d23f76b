import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import type { ResolvedAddress } from '../../src/modules/octo/service/addresses.ts';
import { checkWebhookUrl } from '../../src/modules/octo/service/addresses.ts';
import { sealPlaintextSecrets, secretOf } from '../../src/modules/octo/service/secrets.ts';
import { postPinned, type Transport } from '../../src/modules/octo/service/transport.ts';
import { deliverDue } from '../../src/modules/octo/service/webhooks.ts';
import { backgroundContext } from '../../src/plugins/context.ts';
import { type BookingWorld, bookingWorld, inDays, setInventory } from '../bookings/support.ts';
import { describeEachDatabase } from '../helper.ts';
import { apiKey, octo } from './support.ts';

/*
 * Webhook secrets sealed at rest and deliveries that connect to the address they checked (docs/octo.md
 * "Webhooks"). The suite's app allows private addresses (a local receiver); the refusals run the sweep with a
 * context that does not, and a resolver double stands in for DNS.
 */
describeEachDatabase(
  'OCTO webhooks: sealed secrets and pinned addresses',
  (ctx) => {
    let w: BookingWorld;
    let key: string;
    let server: Server;
    let port = 0;
    const received: { path: string; host: string; body: string; signature: string }[] = [];
    const day = inDays(50);

    beforeAll(async () => {
      // The tests call the delivery themselves; the app's own queued delivery would race them for the rows.
      await ctx.app.tasks.stop();
      server = createServer((req, res) => {
        let body = '';
        req.on('data', (chunk) => {
          body += chunk;
        });
        req.on('end', () => {
          received.push({
            path: req.url ?? '',
            host: String(req.headers.host),
            body,
            signature: String(req.headers['x-tourtariff-signature'] ?? ''),
          });
          res.end();
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
      w = await bookingWorld(ctx.app);
      key = await apiKey(ctx.app, w.partner);
      await setInventory(ctx.app, w, { from: day, to: day, mode: 'allotment', capacity: 20 });
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    const db = () => ctx.app.database.db;
    const call = (method: string, url: string, payload?: unknown) =>
      octo(ctx.app, key, w.supplier.space, method, url, payload);
    const register = async (url: string) => {
      const res = await call('POST', '/octo/v1/webhooks', { url });
      expect(res.status).toBe(200);
      return { id: res.body.id as string, secret: res.body['tourtariff:secret'] as string };
    };
    const remove = (id: string) => call('DELETE', `/octo/v1/webhooks/${id}`);
    const confirmOne = async () => {
      const held = await call('POST', '/octo/v1/bookings', {
        uuid: randomUUID(),
        productId: w.tariff,
        optionId: 'DEFAULT',
        availabilityId: `${w.tariff}.${day}`,
        unitItems: [{ unitId: 'adult' }],
      });
      await call('POST', `/octo/v1/bookings/${held.body.uuid}/confirm`, {});
      // A second back: the sweep's clock has whole milliseconds, PostgreSQL's now() microseconds, and a sweep
      // within the same millisecond would otherwise find nothing due.
      await db().execute(sql`update octo_deliveries set next_attempt_at = now() - interval '1 second'`);
    };
    const stored = (id: string) =>
      queryRows<{ secret: string | null; sealed_secret: string | null }>(
        db(),
        sql`select secret, sealed_secret from octo_webhooks where id = ${id}`,
      ).then((rows) => rows[0]);
    const verifies = (secret: string, { body, signature }: { body: string; signature: string }) => {
      const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature) ?? [];
      return v1 === createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    };
    /** A resolver double answering `address` for every name, counting what it was asked. */
    const resolverOf = (address: string, asked: string[] = []) => ({
      asked,
      resolve: async (host: string): Promise<ResolvedAddress[]> => {
        asked.push(host);
        return [{ address, family: address.includes(':') ? 6 : 4 }];
      },
    });

    it('stores the secret sealed, not as given, and signs deliveries that verify with it', async () => {
      const hook = await register(`http://127.0.0.1:${port}/sealed`);
      const row = await stored(hook.id);
      expect(row?.secret).toBeNull();
      expect(row?.sealed_secret).toMatch(/^[\w-]+\.\.[\w-]+\.[\w-]+\.[\w-]+$/); // a compact JWE, `dir`
      expect(row?.sealed_secret).not.toContain(hook.secret);
      received.length = 0;
      await confirmOne();
      await deliverDue(backgroundContext(ctx.app));
      const [delivery] = received.filter((r) => r.path === '/sealed');
      expect(delivery && verifies(hook.secret, delivery)).toBe(true);
      await remove(hook.id);
    });

    it('seals a secret registered before sealing on start, and deliveries still verify with it', async () => {
      const legacy = 'legacy-secret-registered-before-sealing-0123';
      const id = randomUUID();
      await db().execute(sql`
        insert into octo_webhooks (id, buyer_key, supplier_key, url, secret)
        values (${id}, ${w.partner.space}, ${w.supplier.space}, ${`http://127.0.0.1:${port}/legacy`}, ${legacy})`);
      expect(await sealPlaintextSecrets(db())).toBe(1);
      const row = await stored(id);
      expect(row?.secret).toBeNull();
      expect(row?.sealed_secret).not.toContain(legacy);
      expect(await secretOf(db(), { sealedSecret: row?.sealed_secret ?? null, secret: null })).toBe(legacy);
      expect(await sealPlaintextSecrets(db())).toBe(0);
      received.length = 0;
      await confirmOne();
      await deliverDue(backgroundContext(ctx.app));
      const [delivery] = received.filter((r) => r.path === '/legacy');
      expect(delivery && verifies(legacy, delivery)).toBe(true);
      await remove(id);
    });

    it('resolves the name once and connects to that address, keeping the name as Host', async () => {
      // hooks.example.test resolves nowhere in real DNS: only the double's answer can reach the receiver.
      const hook = await register(`http://hooks.example.test:${port}/pinned`);
      const double = resolverOf('127.0.0.1');
      received.length = 0;
      await confirmOne();
      await deliverDue(backgroundContext(ctx.app), { resolve: double.resolve, post: postPinned });
      expect(double.asked).toEqual(['hooks.example.test']);
      const [delivery] = received.filter((r) => r.path === '/pinned');
      expect(delivery?.host).toBe(`hooks.example.test:${port}`);
      expect(delivery && verifies(hook.secret, delivery)).toBe(true);
      await remove(hook.id);
    });

    it('refuses at delivery a name that now resolves to a private address, posting nothing', async () => {
      const url = `https://hooks.example.test/rebound`;
      // Registered while the name answered a public address …
      await expect(checkWebhookUrl(url, false, resolverOf('93.184.216.34').resolve)).resolves.toBeInstanceOf(
        URL,
      );
      const hook = await register(url);
      // … and pointed at a loopback address by the time of the delivery.
      const double = resolverOf('127.0.0.1');
      const posted: string[] = [];
      const transport: Transport = {
        resolve: double.resolve,
        post: async (target) => {
          posted.push(`${target.url.hostname}@${target.address}`);
          return 200;
        },
      };
      await confirmOne();
      const strict = {
        ...backgroundContext(ctx.app),
        config: { ...ctx.app.config, webhookAllowPrivate: false },
      };
      await deliverDue(strict, transport);
      expect(double.asked).toEqual(['hooks.example.test']);
      expect(posted).toEqual([]);
      const deliveries = await call('GET', `/octo/v1/webhooks/${hook.id}/deliveries`);
      expect(deliveries.body[0]).toMatchObject({ state: 'pending' });
      expect(deliveries.body[0].attempts[0]).toMatchObject({ status: null });
      expect(deliveries.body[0].attempts[0].error).toMatch(/loopback, private or link-local/);

      // A public answer is posted to, at the address the check saw.
      await db().execute(sql`update octo_deliveries set next_attempt_at = now() - interval '1 second'`);
      await deliverDue(strict, { ...transport, resolve: resolverOf('93.184.216.34').resolve });
      expect(posted).toEqual(['hooks.example.test@93.184.216.34']);
      await remove(hook.id);
    });
  },
  { config: { webhookAllowPrivate: true } },
);
