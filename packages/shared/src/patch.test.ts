import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { guideProfilePatch } from './contracts/guides.ts';
import { jobPatch } from './contracts/jobs.ts';
import { baseProfileUpdate } from './contracts/profile.ts';
import { spaceUpdate } from './contracts/spaces.ts';
import { tariffPatch } from './contracts/tariffs.ts';
import { patchOf } from './patch.ts';
import { eventPatch } from './tariffs-events.ts';

describe('PATCH bodies fill in nothing that was not sent', () => {
  it.each(
    Object.entries({ guideProfilePatch, jobPatch, baseProfileUpdate, spaceUpdate, tariffPatch, eventPatch }),
  )('%s: `{}` parses to `{}`, one field to that field alone', (_name, schema) => {
    expect((schema as z.ZodType).parse({})).toEqual({});
  });

  it('keeps a guide PATCH of the bio to the bio', () => {
    expect(guideProfilePatch.parse({ bio: { jp: '京都の案内人' } })).toEqual({
      bio: { jp: '京都の案内人', en: '' },
    });
  });

  it('patchOf drops top-level defaults and keeps each field its rules', () => {
    const schema = patchOf(z.object({ n: z.int().min(1).default(5), s: z.string() }).strict());
    expect(schema.parse({})).toEqual({});
    expect(schema.parse({ n: 2 })).toEqual({ n: 2 });
    expect(schema.safeParse({ n: 0 }).success).toBe(false);
    expect(schema.safeParse({ x: 1 }).success).toBe(false);
  });
});
