import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { sendApiNotFound } from './errors.ts';
import { cspDirectives, inlineScriptHashes, serializeCsp } from './security-headers.ts';

const CONFIG_MARKER = '<!--tt-config-->';

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never cached and carrying the
 * runtime configuration, and every non-API path answered with index.html so client-side routes survive reload.
 */
export const webPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const indexHtml = renderIndex(await readFile(path.join(config.webDist, 'index.html'), 'utf8'), config);

  await app.register(fastifyStatic, {
    root: config.webDist,
    index: false,
    // Vite fingerprints everything under assets/, so those names never change content: cache them for good.
    setHeaders: (res, filePath) => {
      const immutable = path.relative(config.webDist, filePath).startsWith(`assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  // Today's build has no inline script; should one appear, the page allows exactly it, by its hash.
  const inline = inlineScriptHashes(indexHtml);
  const indexPolicy = inline.length ? serializeCsp(cspDirectives(config, inline)) : undefined;
  const sendIndex = (reply: FastifyReply) => {
    if (indexPolicy) reply.header('content-security-policy', indexPolicy);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  };

  app.get('/', (_request, reply) => sendIndex(reply));
  app.get('/index.html', (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request, reply) => {
    if (sendApiNotFound(request, reply)) return reply;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ error: { code: 'record.not_found', message: 'Not found' } });
    }
    // A missing fingerprinted asset is a real 404: answering it with HTML would break the browser's module load.
    if (request.url.startsWith('/assets/')) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return sendIndex(reply);
  });
});

/** Puts the runtime configuration and the default document language into the built index.html. */
export function renderIndex(html: string, config: Config): string {
  const runtime = {
    defaultLocale: config.defaultLocale,
    productName: config.productName,
    productKey: config.productKey,
  };
  // `<` is escaped so no configured value can close the script element.
  const json = JSON.stringify(runtime).replace(/</g, '\\u003c');
  const lang = config.defaultLocale === 'jp' ? 'ja' : 'en';
  return html
    .replace(CONFIG_MARKER, `<script type="application/json" id="tt-config">${json}</script>`)
    .replace(/<html(\s[^>]*)?>/, (tag) =>
      /\slang=/.test(tag)
        ? tag.replace(/\slang="[^"]*"/, ` lang="${lang}"`)
        : tag.replace('<html', `<html lang="${lang}"`),
    );
}
