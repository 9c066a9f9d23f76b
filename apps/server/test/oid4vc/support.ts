import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call, signedInUser, type TestUser } from '../sessions.ts';

export type Envelope<T = Record<string, unknown>> = { status: number; message: string; data: T };

export type Offer = { id: string; offer_uri: string; tx_code: string };
export type Transaction = {
  id: string;
  state: string;
  authorization_request: string;
  result: null | {
    verified: boolean;
    reason: string | null;
    credentials: Record<string, Record<string, unknown>>;
  };
};

/** A core call as `user` acting for `space` (the X-TourTariff-Space header), answering the envelope. */
export async function coreAs<T = Record<string, unknown>>(
  app: FastifyInstance,
  user: TestUser,
  space: string | null,
  path: string,
  body: unknown = {},
): Promise<Envelope<T>> {
  const res = await app.inject({
    method: 'POST',
    url: `/core/${path}`,
    payload: body as object,
    cookies: user.auth.cookies ?? {},
    headers: { ...user.auth.headers, ...(space ? { 'x-tourtariff-space': space } : {}) },
  });
  return res.json() as Envelope<T>;
}

export async function ok<T = Record<string, unknown>>(answer: Promise<Envelope<T>>): Promise<T> {
  const envelope = await answer;
  expect(envelope, envelope.message).toMatchObject({ status: 0 });
  return envelope.data;
}

export const GUIDE_CLAIMS = {
  name: '山田 花子',
  licence_type: '全国通訳案内士',
  licence_number: 'G-12345',
  prefecture: '京都府',
  languages: ['en', 'fr'],
  last_training: '2026-04-01',
};

/**
 * A guide with an approved licensed-guide credential in their custodial wallet, through the credentials core's
 * own calls (apply with a photo of the card, the administrator approves), and a verifier company.
 */
export async function guideWithCredential(app: FastifyInstance) {
  const admin = await signedInUser(app, { grants: ['admin'] });
  const guide = await signedInUser(app);
  const created = await call(app, guide, 'POST', '/api/v1/Guide', { name: '山田 花子' });
  const space = String((created.body as { key: string }).key);
  const photo = await ok<{ hash: string }>(
    coreAs(app, guide, space, 'storage/save', { file: Buffer.from('licence card').toString('base64') }),
  );
  const vct = `${app.config.publicUrl}/vct/licensed-guide`;
  const application = await ok<{ id: string }>(
    coreAs(app, guide, space, 'issue/data0', { vct, claims: GUIDE_CLAIMS, evidence: [photo.hash] }),
  );
  const approved = await ok<{ credential: string }>(
    coreAs(app, admin, null, 'issue/data1', { id: application.id, decision: 'approve' }),
  );
  return { admin, guide, space, vct, application: application.id, credential: approved.credential };
}
