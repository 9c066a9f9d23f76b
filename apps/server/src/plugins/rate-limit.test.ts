import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { limitKind } from './rate-limit.ts';

describe('which budget a request spends', () => {
  it.each([
    ['GET', '/api/profile', 'read'],
    ['HEAD', '/api/v1/Tariff?space=x', 'read'],
    ['POST', '/api/v1/Tariff/query', 'read'],
    ['POST', '/api/v1/Tariff/search?x=1', 'read'],
    ['POST', '/core/notify/list', 'read'],
    ['POST', '/core/users/acl/get', 'read'],
    ['POST', '/core/storage/fetch', 'read'],
    ['POST', '/auth/me', 'read'],
    ['GET', '/core/server/status', 'read'],
    ['POST', '/api/v1/Tariff', 'write'],
    ['PUT', '/api/v1/Tariff/abc', 'write'],
    ['DELETE', '/api/v1/Tariff/abc', 'write'],
    ['POST', '/core/users/profile-update', 'write'],
    ['POST', '/core/notify/new', 'write'],
    ['POST', '/api/auth/signout', 'write'],
    ['POST', '/api/ipfs', 'upload'],
    ['POST', '/api/ipfs/', 'upload'],
    ['POST', '/core/storage/save', 'upload'],
    ['GET', '/octo/v1/products', 'read'],
    ['POST', '/octo/v1/availability', 'read'],
    ['POST', '/octo/v1/availability/calendar', 'read'],
    ['POST', '/octo/v1/bookings', 'write'],
    ['POST', '/octo/v1/bookings/abc/confirm', 'write'],
  ] as const)('%s %s → %s', (method, url, kind) => {
    expect(limitKind(method, url)).toBe(kind);
  });

  it.each([
    ['GET', '/healthz'],
    ['GET', '/readyz'],
    ['GET', '/'],
    ['GET', '/assets/index-AbC.js'],
    ['GET', '/search'],
    ['GET', '/apiary'],
    ['POST', '/oidc/token'],
    ['GET', '/oidc/interaction/abc'],
    ['OPTIONS', '/core/notify/list'],
  ])('%s %s is not counted', (method, url) => {
    expect(limitKind(method, url)).toBeNull();
  });
});

describe('rate limit settings', () => {
  it('default to budgets generous enough for a person clicking around', () => {
    expect(loadConfig({}).rateLimit).toEqual({
      readPerMinute: 600,
      writePerMinute: 120,
      uploadPerMinute: 30,
      ipPerMinute: 1200,
    });
  });

  it('read RATE_LIMIT_* and refuse what is not a count', () => {
    const env = { RATE_LIMIT_READ: '5', RATE_LIMIT_WRITE: '0', RATE_LIMIT_UPLOAD: '1', RATE_LIMIT_IP: '99' };
    expect(loadConfig(env).rateLimit).toEqual({
      readPerMinute: 5,
      writePerMinute: 0,
      uploadPerMinute: 1,
      ipPerMinute: 99,
    });
    expect(() => loadConfig({ RATE_LIMIT_IP: '-1' })).toThrow(/RATE_LIMIT_IP="-1".*requests per minute/);
    expect(() => loadConfig({ RATE_LIMIT_READ: 'lots' })).toThrow(/RATE_LIMIT_READ/);
  });
});
