import { Validator } from '@seriousme/openapi-schema-validator';
import { expect, it } from 'vitest';
import { describeEachDatabase } from './helper.ts';

describeEachDatabase('OpenAPI document', (ctx) => {
  it('is served at /api/docs/json without credentials and lists the core calls with their bodies', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/core/users/profile-update',
        '/core/shorturi/new',
        '/core/server/status',
        '/auth/me',
      ]),
    );
    const body = doc.paths['/core/users/profile-update'].post.requestBody.content['application/json'].schema;
    expect(body.properties.gender.anyOf ?? body.properties.gender.enum).toBeTruthy();
  });

  it('serves the browsable UI from the package, with no external assets', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
    expect(res.body).not.toMatch(/https?:\/\/(cdn|unpkg|cdnjs)/);
  });
});

// the document is a valid OpenAPI 3.1 description and every operation says what it answers.
describeEachDatabase('OpenAPI contract', (ctx) => {
  const documentOf = async () => (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();

  it('shows the document in parts small enough for Swagger UI, each operation in exactly one', async () => {
    const operations = (doc: { paths: Record<string, Record<string, unknown>> }) =>
      Object.entries(doc.paths).flatMap(([path, item]) =>
        Object.keys(item).map((method) => `${method} ${path}`),
      );
    const whole = operations(await documentOf());
    const parts = [];
    for (const part of ['tariffs', 'spaces', 'trade', 'credentials', 'core']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/docs/part/${part}` });
      expect(res.statusCode).toBe(200);
      parts.push(operations(res.json()));
    }
    // Swagger UI draws only two tags of a document past ~130 operations (see plugins/openapi.ts).
    for (const part of parts) expect(part.length).toBeLessThan(120);
    expect(parts.flat().sort()).toEqual([...whole].sort());
    expect((await ctx.app.inject({ method: 'GET', url: '/api/docs/part/nope' })).statusCode).toBe(404);
  });

  it('validates against the OpenAPI 3.1 schema', async () => {
    const validator = new Validator();
    const result = await validator.validate(await documentOf());
    expect(JSON.stringify(result.errors ?? [], null, 1).slice(0, 3000)).toBe('[]');
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('declares a success response and the error body for every API operation', async () => {
    const doc = await documentOf();
    const missing: string[] = [];
    for (const [url, operations] of Object.entries<Record<string, { responses?: Record<string, unknown> }>>(
      doc.paths,
    )) {
      if (url.startsWith('/api/docs')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const codes = Object.keys(operation.responses ?? {});
        // GET /api/auth/signout exists only to refuse (405: sign out with POST), so its only answer is that refusal.
        const onlyRefuses = method === 'get' && url === '/api/auth/signout';
        const succeeds = onlyRefuses || codes.some((code) => /^[23]\d\d$/.test(code));
        // The core API answers refusals in its envelope (HTTP 200); the app API with the error body.
        // Health probes answer only success or 503: they have no caller to refuse.
        const probe = url === '/healthz' || url === '/readyz';
        const refuses = probe || url.startsWith('/core/') || codes.some((code) => /^4\d\d$/.test(code));
        if (!succeeds || !refuses)
          missing.push(`${method.toUpperCase()} ${url}: ${codes.join(',') || 'none'}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
