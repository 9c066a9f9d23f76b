import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import pino from 'pino';
import type { Config } from './config.ts';

/**
 * How the server logs: JSON lines for machines (one `request completed` record per request, with the request
 * and the response: see `OneLinePerRequest`), or, on a terminal, one readable line per request
 * (`07:34:10.123 INFO  GET /healthz 200 1.2 ms  req=…`). The pretty form is pino's JSON turned into text by an
 * in-process destination, so there is no worker thread to wait for at shutdown.
 */
export type LogFormat = 'pretty' | 'json';

/** LOG_FORMAT when set; otherwise pretty on a terminal and JSON when stdout is a pipe or a file. */
export function chooseLogFormat(setting: LogFormat | undefined, isTty: boolean): LogFormat {
  return setting ?? (isTty ? 'pretty' : 'json');
}

const levelNames: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};

/** Fields pino writes on every record, or that the readable line shows in its own place. */
const shown = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'reqId',
  'res',
  'responseTime',
  'err',
  'req',
]);

function clock(time: unknown): string {
  const date = typeof time === 'number' ? new Date(time) : new Date();
  return date.toISOString().slice(11, 23);
}

function extras(record: Record<string, unknown>): string {
  return Object.entries(record)
    .filter(([key, value]) => !shown.has(key) && value !== undefined)
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ');
}

/**
 * One pino record as a readable line (with a trailing newline), or undefined for a record the readable form
 * leaves out: Fastify's "incoming request" line, whose method and path the response line carries (see `res`).
 */
export function formatRecord(record: Record<string, unknown>): string | undefined {
  if (record.msg === 'incoming request' && record.req) return undefined;
  const level = levelNames[Number(record.level)] ?? String(record.level);
  const head = `${clock(record.time)} ${level}`;
  const reqId = typeof record.reqId === 'string' ? `  req=${record.reqId}` : '';
  const rest = extras(record);
  const res = record.res as { statusCode?: number; method?: string; url?: string } | undefined;
  let line: string;
  if (record.msg === 'request completed' && res) {
    const ms = typeof record.responseTime === 'number' ? `${record.responseTime.toFixed(1)} ms` : '';
    line = `${head} ${res.method ?? ''} ${res.url ?? ''} ${res.statusCode ?? ''} ${ms}${reqId}`;
  } else {
    line = `${head} ${String(record.msg ?? '')}${rest ? `  ${rest}` : ''}${reqId}`;
  }
  const err = record.err as { stack?: string; message?: string } | undefined;
  if (err) line += `\n    ${(err.stack ?? err.message ?? JSON.stringify(err)).replaceAll('\n', '\n    ')}`;
  return `${line}\n`;
}

/** A pino destination that writes readable lines to `out` (stdout by default). */
export function prettyDestination(out: { write(text: string): unknown } = process.stdout) {
  return {
    write(chunk: string) {
      let record: Record<string, unknown>;
      try {
        record = JSON.parse(chunk);
      } catch {
        out.write(chunk);
        return;
      }
      const line = formatRecord(record);
      if (line) out.write(line);
    },
  };
}

/** Fastify's `logger` option for a configuration: the level and the format's destination. */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
  isTty = Boolean(process.stdout.isTTY),
  /** Where JSON lines go instead of stdout: a test reads what the services logged and with which reqId. */
  stream?: { write(line: string): unknown },
): FastifyServerOptions['logger'] {
  // No redaction pass: the one record that carries the request writes it through Fastify's request serializer,
  // which keeps method, url, host and remote address and no header, so a cookie or a bearer token never reaches
  // a line (test/request-log.test.ts); paths that never match cost a copy of every record (docs/performance.md
  // "Young generation and log lines").
  const base = { level: config.logLevel };
  if (stream) return { ...base, stream };
  if (chooseLogFormat(config.logFormat, isTty) === 'json') {
    // Written off the event loop, several lines per write under load: two synchronous writes per request cost
    // a busy server about 5 % of its time. Pino flushes what is pending when the process exits.
    return { ...base, stream: pino.destination({ dest: 1, sync: false }) };
  }
  return {
    ...base,
    stream: prettyDestination(),
    // The response line carries the method and path, so the readable form needs no request line.
    serializers: {
      res: (reply: { statusCode: number; request?: Pick<FastifyRequest, 'method' | 'url'> }) => ({
        statusCode: reply.statusCode,
        method: reply.request?.method,
        url: reply.request?.url,
      }),
    },
  };
}

/**
 * Fastify's request lines, one per request: the `request completed` record carries the request (method, url,
 * host, remote address) beside the response, and no `incoming request` record is written before it. Two
 * records per request were a quarter of a small answer's server CPU (docs/performance.md "Per-request
 * overhead"); a request that never completes still has its service's own lines under its reqId.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error)
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
