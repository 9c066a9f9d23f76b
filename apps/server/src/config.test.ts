import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.database.kind).toBe('pglite');
    expect(config.defaultLocale).toBe('jp');
    expect(config.productKey).toBe('tourtariff');
    expect(config.seedDemo).toBe(true);
    expect(config.database).toMatchObject({ kind: 'pglite', sharedBuffersMb: 16 });
  });

  it('sizes the embedded database’s buffer pool from PGLITE_SHARED_BUFFERS_MB', () => {
    expect(loadConfig({ PGLITE_SHARED_BUFFERS_MB: '128' }).database).toMatchObject({ sharedBuffersMb: 128 });
  });

  it('derives the public URL from the port and strips a trailing slash from an explicit one', () => {
    expect(loadConfig({ PORT: '4123' }).publicUrl).toBe('http://localhost:4123');
    expect(loadConfig({ PUBLIC_URL: 'https://tt.example.jp/' }).publicUrl).toBe('https://tt.example.jp');
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/tt' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@db:5432/tt',
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).database.kind).toBe('pglite');
  });

  it.each([
    ['PORT', 'abc', /PORT="abc".*accepts a TCP port number/],
    ['PORT', '70000', /PORT="70000"/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL="mysql:\/\/x": must start with postgres:\/\//],
    ['DEFAULT_LOCALE', 'ja', /DEFAULT_LOCALE="ja".*accepts jp or en/],
    ['SEED_DEMO', 'yes', /SEED_DEMO="yes".*accepts true or false/],
    ['PUBLIC_URL', 'ftp://x', /PUBLIC_URL="ftp:\/\/x"/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL="loud"/],
    ['PGLITE_SHARED_BUFFERS_MB', '0', /PGLITE_SHARED_BUFFERS_MB="0".*megabytes \(1-1024\)/],
    ['PGLITE_SHARED_BUFFERS_MB', '16MB', /PGLITE_SHARED_BUFFERS_MB="16MB"/],
    ['PGLITE_SHARED_BUFFERS_MB', '4096', /PGLITE_SHARED_BUFFERS_MB="4096"/],
    ['STORAGE_URL', 'https://bucket', /STORAGE_URL="https:\/\/bucket".*accepts s3:\/\/bucket/],
    ['STORAGE_URL', 's3://UPPER/x', /STORAGE_URL="s3:\/\/UPPER\/x"/],
    ['STORAGE_S3_ENDPOINT', 'ftp://minio', /STORAGE_S3_ENDPOINT="ftp:\/\/minio"/],
    ['STORAGE_S3_FORCE_PATH_STYLE', 'yes', /STORAGE_S3_FORCE_PATH_STYLE="yes".*accepts true or false/],
  ])('refuses %s=%s naming the variable and what it accepts', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('reads STORAGE_URL as a bucket and key prefix, with the S3 settings beside it', () => {
    expect(loadConfig({}).storage.s3).toBeUndefined();
    expect(
      loadConfig({
        STORAGE_URL: 's3://tourtariff-files/prod/objects/',
        STORAGE_S3_ENDPOINT: 'https://minio.internal:9000',
        STORAGE_S3_ACCESS_KEY_ID: 'id',
        STORAGE_S3_SECRET_ACCESS_KEY: 'secret',
        STORAGE_S3_FORCE_PATH_STYLE: 'true',
      }).storage.s3,
    ).toEqual({
      bucket: 'tourtariff-files',
      prefix: 'prod/objects',
      endpoint: 'https://minio.internal:9000',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(loadConfig({ STORAGE_URL: 's3://files' }).storage.s3).toMatchObject({
      bucket: 'files',
      prefix: '',
    });
    expect(() => loadConfig({ STORAGE_URL: 's3://files', STORAGE_S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /set both or neither/,
    );
  });

  it('reports every wrong variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', DEFAULT_LOCALE: 'fr' })).toThrow(/PORT[\s\S]*DEFAULT_LOCALE/);
  });
});

describe('plain http only on loopback', () => {
  it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://127.8.9.10', 'http://[::1]:3000'])(
    'accepts PUBLIC_URL=%s',
    (url) => {
      expect(loadConfig({ PUBLIC_URL: url }).publicUrl).toBe(url);
    },
  );

  it.each(['http://tourtariff.example.jp', 'http://192.168.1.10:3000', 'http://localhost.example.jp'])(
    'refuses PUBLIC_URL=%s at start-up, naming the variable',
    (url) => {
      expect(() => loadConfig({ PUBLIC_URL: url })).toThrow(ConfigError);
      expect(() => loadConfig({ PUBLIC_URL: url })).toThrow(
        /PUBLIC_URL=.*must be https; plain http only on loopback/,
      );
    },
  );
});
