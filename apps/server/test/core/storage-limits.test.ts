import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helper.ts';
import { signedInUser } from '../sessions.ts';
import { base64, save, storedRows } from './storage-support.ts';

const maxBytes = 2048;

describeEachDatabase(
  'core storage: size limit',
  (ctx) => {
    it('a file of exactly maxBytes is stored', async () => {
      const user = await signedInUser(ctx.app);
      const res = await save(ctx.app, user, { file: base64(randomBytes(maxBytes)) });
      expect(res).toMatchObject({ status: 0, data: { size: maxBytes } });
    });

    it('one byte over → status 15, nothing stored (plain or encrypted)', async () => {
      const user = await signedInUser(ctx.app);
      const before = await storedRows(ctx.app);
      const plain = await save(ctx.app, user, { file: base64(randomBytes(maxBytes + 1)) });
      expect(plain).toMatchObject({ http: 200, status: 15, data: { code: expect.any(String) } });
      expect(plain.message).toContain(String(maxBytes));
      const sealed = await save(ctx.app, user, {
        file: `data:image/png;base64,${base64(randomBytes(maxBytes + 1))}`,
        enc: true,
      });
      expect(sealed).toMatchObject({ status: 15, data: { code: expect.any(String) } });
      expect(await storedRows(ctx.app)).toEqual(before);
    });

    it('a body far over the limit is cut off before it is read → status 15, nothing stored', async () => {
      const user = await signedInUser(ctx.app);
      const before = await storedRows(ctx.app);
      const res = await save(ctx.app, user, { file: base64(randomBytes(200 * 1024)) });
      expect(res).toMatchObject({ http: 200, status: 15 });
      expect(await storedRows(ctx.app)).toEqual(before);
    });
  },
  { config: { storage: { dir: undefined, maxBytes } } },
);
