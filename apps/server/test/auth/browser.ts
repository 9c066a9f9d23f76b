import type { FastifyInstance } from 'fastify';

export type Page = { status: number; url: string; headers: Headers; body: string };
type Transport = (method: string, url: URL, headers: Record<string, string>, body?: string) => Promise<Page>;

/** Sends requests for the app's own origin through `app.inject`; anything else (an external provider) over HTTP. */
export function transportFor(app: FastifyInstance): Transport {
  const origin = new URL(app.config.publicUrl).origin;
  return async (method, url, headers, body) => {
    if (url.origin !== origin) {
      const res = await fetch(url, { method, headers, body: body ?? null, redirect: 'manual' });
      return { status: res.status, url: url.href, headers: res.headers, body: await res.text() };
    }
    const res = await app.inject({
      method: method as 'GET',
      url: `${url.pathname}${url.search}`,
      // The provider builds absolute URLs from Host, as it would behind a real socket.
      headers: { ...headers, host: url.host },
      ...(body === undefined ? {} : { payload: body }),
    });
    const out = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      for (const item of [value ?? []].flat()) out.append(name, String(item));
    }
    return { status: res.statusCode, url: url.href, headers: out, body: res.body };
  };
}

/**
 * Just enough of a browser for sign-in tests: a cookie jar per host (path-scoped cookies are sent everywhere on
 * the host, which only makes the tests stricter), manual redirect following and HTML form submission.
 */
export class TestBrowser {
  readonly jar = new Map<string, Map<string, string>>();
  readonly history: Page[] = [];
  readonly #send: Transport;

  constructor(send: Transport) {
    this.#send = send;
  }

  cookie(host: string, name: string): string | undefined {
    return this.jar.get(host)?.get(name);
  }

  setCookie(host: string, name: string, value: string) {
    const cookies = this.jar.get(host) ?? new Map<string, string>();
    cookies.set(name, value);
    this.jar.set(host, cookies);
  }

  async request(
    method: string,
    href: string,
    body?: string,
    extra: Record<string, string> = {},
  ): Promise<Page> {
    const url = new URL(href);
    const cookies = [...(this.jar.get(url.host) ?? new Map()).entries()]
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
    const headers: Record<string, string> = { ...extra, ...(cookies ? { cookie: cookies } : {}) };
    if (body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    const page = await this.#send(method, url, headers, body);
    for (const line of page.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired =
        attributes.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim())) || value === '';
      const hostCookies = this.jar.get(url.host) ?? new Map<string, string>();
      if (expired) hostCookies.delete(name);
      else hostCookies.set(name, value);
      this.jar.set(url.host, hostCookies);
    }
    this.history.push(page);
    return page;
  }

  /** Requests and follows redirects until a non-redirect answer, or until `stopAt` matches the next location. */
  async go(href: string, stopAt?: (url: URL) => boolean, method = 'GET', body?: string): Promise<Page> {
    let page = await this.request(method, href, body);
    for (let hops = 0; hops < 15 && page.status >= 300 && page.status < 400; hops++) {
      const next = new URL(page.headers.get('location') ?? '/', page.url);
      if (stopAt?.(next)) return page;
      page = await this.request('GET', next.href);
    }
    return page;
  }

  /** Fills the first form of the page and submits it (following redirects like `go`). */
  async submit(page: Page, fields: Record<string, string>, stopAt?: (url: URL) => boolean): Promise<Page> {
    const form = /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/i.exec(page.body);
    if (!form) throw new Error(`no form on ${page.url}:\n${page.body.slice(0, 500)}`);
    const values = new URLSearchParams();
    for (const input of form[2]?.matchAll(/<input[^>]*name="([^"]+)"[^>]*>/gi) ?? []) {
      const value = /value="([^"]*)"/.exec(input[0])?.[1] ?? '';
      values.set(input[1] ?? '', decode(value));
    }
    for (const [name, value] of Object.entries(fields)) values.set(name, value);
    const action = new URL(decode(form[1] ?? ''), page.url).href;
    return this.go(action, stopAt, 'POST', values.toString());
  }
}

const decode = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
