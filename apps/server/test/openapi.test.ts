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
