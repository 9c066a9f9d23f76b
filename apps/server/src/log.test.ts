import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { chooseLogFormat, formatRecord, loggerOptions, prettyDestination } from './log.ts';

describe('log format choice', () => {
  it('is pretty on a terminal and JSON otherwise, unless LOG_FORMAT says', () => {
    expect(chooseLogFormat(undefined, true)).toBe('pretty');
    expect(chooseLogFormat(undefined, false)).toBe('json');
    expect(chooseLogFormat('json', true)).toBe('json');
    expect(chooseLogFormat('pretty', false)).toBe('pretty');
  });

  it('reads LOG_FORMAT from the environment and refuses other values', () => {
    expect(loadConfig({}).logFormat).toBeUndefined();
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });

  it('runs no redaction pass in either form and adds a readable destination only when pretty', () => {
    const json = loggerOptions({ logLevel: 'info', logFormat: undefined }, false) as Record<string, unknown>;
    // JSON goes to stdout through an asynchronous destination.
    expect(json.stream).toMatchObject({ fd: 1, sync: false });
    expect(json.redact).toBeUndefined();
    const pretty = loggerOptions({ logLevel: 'info', logFormat: undefined }, true) as Record<string, unknown>;
    expect(pretty.stream).toBeDefined();
    expect(pretty.redact).toBeUndefined();
    const forcedJson = loggerOptions({ logLevel: 'info', logFormat: 'json' }, true) as Record<
      string,
      unknown
    >;
    expect(forcedJson.stream).toMatchObject({ fd: 1, sync: false });
  });
});

describe('readable log lines', () => {
  const time = Date.UTC(2026, 10, 26, 7, 34, 10, 123);

  it('turns a request into one line: time, method, path, status, ms and the request id', () => {
    expect(
      formatRecord({
        level: 30,
        time,
        reqId: 'r-1',
        req: { method: 'GET', url: '/healthz' },
        msg: 'incoming request',
      }),
    ).toBeUndefined();
    expect(
      formatRecord({
        level: 30,
        time,
        pid: 1,
        hostname: 'h',
        reqId: 'r-1',
        res: { statusCode: 200, method: 'GET', url: '/healthz' },
        responseTime: 1.234,
        msg: 'request completed',
      }),
    ).toBe('07:34:10.123 INFO  GET /healthz 200 1.2 ms  req=r-1\n');
  });

  it('shows other records with their fields and an error stack', () => {
    expect(formatRecord({ level: 30, time, msg: 'TourTariff is ready', mode: 'full', url: 'http://x' })).toBe(
      '07:34:10.123 INFO  TourTariff is ready  mode=full url=http://x\n',
    );
    const line = formatRecord({
      level: 50,
      time,
      msg: 'boom',
      err: { message: 'bad', stack: 'Error: bad\n  at x' },
    });
    expect(line).toBe('07:34:10.123 ERROR boom\n    Error: bad\n      at x\n');
  });

  it('writes through a destination that passes on what is not JSON', () => {
    const out: string[] = [];
    const destination = prettyDestination({ write: (text: string) => out.push(text) });
    destination.write(`${JSON.stringify({ level: 40, time, msg: 'careful' })}\n`);
    destination.write('plain text\n');
    expect(out).toEqual(['07:34:10.123 WARN  careful\n', 'plain text\n']);
  });
});
