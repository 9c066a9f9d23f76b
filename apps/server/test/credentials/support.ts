import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call, core, signedInUser, type TestUser } from '../sessions.ts';

export { call, core, signedInUser };

/** The caller acting for a space (`X-TourTariff-Space`), as the web sends it. */
export const acting = (user: TestUser, space: string): TestUser => ({
  ...user,
  auth: { ...user.auth, headers: { ...user.auth.headers, 'x-tourtariff-space': space } },
});

/** A core call that must succeed; answers its data. */
export async function ok<T = Record<string, unknown>>(
  app: FastifyInstance,
  user: TestUser | null,
  path: string,
  body: unknown = {},
): Promise<T> {
  const res = await core(app, user, path, body);
  expect(res, `${path}: ${res.message}`).toMatchObject({ status: 0 });
  return res.data as T;
}

export async function guideSpace(app: FastifyInstance, name: string) {
  const user = await signedInUser(app);
  const res = await call(app, user, 'POST', '/api/v1/Guide', { name });
  expect(res.status).toBe(200);
  const space = res.body.key as string;
  return { user: acting(user, space), space };
}

export async function companySpace(app: FastifyInstance, name: string) {
  const user = await signedInUser(app);
  const res = await call(app, user, 'POST', '/api/corporate', {
    name,
    role: 'buyer',
    category: 'buyer',
    industry: 'arranger',
  });
  expect(res.status).toBe(200);
  const space = res.body.key as string;
  return { user: acting(user, space), space };
}

export const admin = async (app: FastifyInstance) =>
  acting(await signedInUser(app, { grants: ['admin'] }), 'admin');

export const vct = (app: FastifyInstance, name: 'licensed-guide' | 'registered-business') =>
  `${app.config.publicUrl}/vct/${name}`;

export const guideClaims = {
  name: '山田 花子',
  licence_type: '全国通訳案内士',
  licence_number: 'KY-2019-0042',
  prefecture: '京都府',
  languages: ['en', 'fr'],
  last_training: '2026-04-01',
};

export const businessClaims = {
  company_name_jp: '株式会社さくらトラベル',
  company_name_en: 'Sakura Travel Co., Ltd.',
  corporate_number: '7010001008844',
  invoice_number: 'T7010001008844',
  travel_registration: '観光庁長官登録旅行業第1234号',
  prefecture: '東京都',
};

/** DCQL: one credential of a type, asking for the named claims. */
export const dcql = (type: string, claims: string[]) => ({
  credentials: [
    {
      id: 'c',
      format: 'dc+sd-jwt',
      meta: { vct_values: [type] },
      ...(claims.length ? { claims: claims.map((claim) => ({ path: [claim] })) } : {}),
    },
  ],
});
