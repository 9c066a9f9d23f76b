import { afterEach, describe, expect, it, vi } from 'vitest';
import { fallbackConfig, readConfig } from './config';

function documentWith(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head></html>`, 'text/html');
}

function configScript(json: string): string {
  return `<script type="application/json" id="tt-config">${json}</script>`;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('readConfig', () => {
  it('falls back to jp and TourTariff when the server injected nothing', () => {
    expect(readConfig(documentWith('<!--tt-config-->'))).toEqual({
      defaultLocale: 'jp',
      productName: 'TourTariff',
      productKey: 'tourtariff',
      coreUrl: '/core',
    });
  });

  it('reads the injected config', () => {
    const doc = documentWith(
      configScript(
        '{"defaultLocale":"en","productName":"Acme Tours","productKey":"acme","coreUrl":"https://core.acme.example/core/"}',
      ),
    );
    expect(readConfig(doc)).toEqual({
      defaultLocale: 'en',
      productName: 'Acme Tours',
      productKey: 'acme',
      coreUrl: 'https://core.acme.example/core',
    });
  });

  it('defaults the product key when an older server does not inject it', () => {
    const doc = documentWith(configScript('{"defaultLocale":"en","productName":"Acme Tours"}'));
    expect(readConfig(doc).productKey).toBe('tourtariff');
  });

  it.each([
    ['an unknown locale', '{"defaultLocale":"ja","productName":"TourTariff"}'],
    ['a missing product name', '{"defaultLocale":"en"}'],
    ['text that is not JSON', '{defaultLocale: en'],
    ['a product key with a colon', '{"defaultLocale":"en","productName":"X","productKey":"a:b"}'],
  ])('falls back on %s', (_case, json) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readConfig(documentWith(configScript(json)))).toEqual(fallbackConfig);
    expect(warn).toHaveBeenCalledOnce();
  });
});
