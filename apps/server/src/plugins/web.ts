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
 * The answers the web app's first render waits for (apps/web/src/main.tsx: the session and the user's spaces),
 * linked as preloads so the browser asks for them while it downloads the JavaScript instead of after running it
 * (docs/decisions/0005-first-load-preloads.md: one round trip off a phone's first paint). The app asks for them the same way (same address,
 * credentials, no headers of its own), and e2e/tests/layout-shift.spec.ts checks the browser hands them over.
 */
const FIRST_ANSWERS = ['/api/auth/session', '/api/profile'];

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never cached and carrying the
 * runtime configuration, and every non-API path answered with index.html so client-side routes survive reload.
 */
export const webPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const indexHtml = renderIndex(await readFile(path.join(config.webDist, 'index.html'), 'utf8'), config);
  const preload = await readPreload(config.webDist);
  // One page per language the build names texts for: those texts are preloaded on that language's pages.
  const pages = new Map(
    Object.entries(preload).map(([locale, files]) => [locale, withPreload(indexHtml, files)]),
  );
  const pageFor = (url: string) => pages.get(localeOf(url) ?? config.defaultLocale) ?? indexHtml;

  await app.register(fastifyStatic, {
    root: config.webDist,
    index: false,
    // The build writes .br and .gz copies of its assets (apps/web/vite.config.ts): sent as they are when the
    // browser accepts them, instead of compressing each request again.
    preCompressed: true,
    // The build's own metadata (`.vite/manifest.json`, `preload.json` and their compressed copies) is read from
    // disk by this plugin but is no file a browser needs: nothing under a dot-named segment is served.
    dotfiles: 'ignore',
    allowedPath: (pathName) => !isHidden(pathName),
    // Vite fingerprints everything under assets/, so those names never change content: cache them for good.
    setHeaders: (res, filePath) => {
      const immutable = path.relative(config.webDist, filePath).startsWith(`assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  // Today's build has no inline script; should one appear, the page allows exactly it, by its hash.
  const inline = inlineScriptHashes(indexHtml);
  const indexPolicy = inline.length ? serializeCsp(cspDirectives(config, inline)) : undefined;
  const sendIndex = (reply: FastifyReply, url: string) => {
    if (indexPolicy) reply.header('content-security-policy', indexPolicy);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(pageFor(url));
  };

  app.get('/', (request, reply) => sendIndex(reply, request.url));
  app.get('/index.html', (request, reply) => sendIndex(reply, request.url));

  app.setNotFoundHandler((request, reply) => {
    if (sendApiNotFound(request, reply)) return reply;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply
        .status(404)
        .send({ error: { code: 'record.not_found', message: 'Not found', params: {} } });
    }
    // A missing fingerprinted asset is a real 404: answering it with HTML would break the browser's module load.
    if (request.url.startsWith('/assets/') || isHidden(request.url.split('?')[0] ?? '')) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return sendIndex(reply, request.url);
  });
});

/** A path with a dot-named segment (`/.vite/…`), also when the dot is percent-escaped. */
function isHidden(pathName: string): boolean {
  return pathName.split('/').some((segment) => /^(\.|%2e)/i.test(segment));
}

/** The language a client route names by its first segment (`/jp/search`), if any. */
function localeOf(url: string): string | undefined {
  return /^\/(jp|en)(?=[/?#]|$)/.exec(url)?.[1];
}

/**
 * `.vite/preload.json` of the build (apps/web/vite.config.ts): per language, the chunks of the texts the app
 * waits for before its first render. A build without it is served without preloads.
 */
async function readPreload(webDist: string): Promise<Record<string, string[]>> {
  try {
    const parsed: unknown = JSON.parse(await readFile(path.join(webDist, '.vite', 'preload.json'), 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return {};
    // Only chunk names under assets/ go into the page: anything else in the file is dropped.
    const chunk = (file: unknown): file is string =>
      typeof file === 'string' && /^assets\/[\w.-]+\.js$/.test(file);
    const entries = Object.entries(parsed).map(([locale, files]): [string, string[]] => [
      locale,
      Array.isArray(files) ? files.filter(chunk) : [],
    ]);
    return Object.fromEntries(entries);
  } catch {
    return {};
  }
}

/** Links the chunks as modulepreload, as Vite links the entry's own imports, so they load beside the app's code. */
export function withPreload(html: string, files: string[]): string {
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
  return html.replace('</head>', `${links}</head>`);
}

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
    .replace(
      CONFIG_MARKER,
      `<script type="application/json" id="tt-config">${json}</script>${FIRST_ANSWERS.map(
        (answer) => `<link rel="preload" href="${answer}" as="fetch" crossorigin>`,
      ).join('')}`,
    )
    .replace(/<html(\s[^>]*)?>/, (tag) =>
      /\slang=/.test(tag)
        ? tag.replace(/\slang="[^"]*"/, ` lang="${lang}"`)
        : tag.replace('<html', `<html lang="${lang}"`),
    );
}
