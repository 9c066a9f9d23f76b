import './zod-config';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

describe('zod-config', () => {
  it('makes zod jitless without importing zod', () => {
    expect(z.config().jitless).toBe(true);
  });
});
