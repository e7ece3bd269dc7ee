import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { resolveImages } from '../game/store';
import { securityHeaders } from './security-headers';

function imgSrc(env: Record<string, string>): unknown[] {
  const csp = securityHeaders(loadConfig({ JWT_SECRET: 'test-secret', ...env })).contentSecurityPolicy;
  return ((csp as { directives: Record<string, unknown[]> }).directives.imgSrc ?? []) as unknown[];
}

describe('one image policy', () => {
  it('by default pictures come from our own image cache: the CSP allows no other image host', () => {
    expect(imgSrc({})).toEqual(["'self'", 'data:']);
    expect(imgSrc({ SITE_URL: 'https://grimoire.example' })).toEqual(["'self'", 'data:', 'https://grimoire.example']);
    const config = loadConfig({ JWT_SECRET: 'test-secret', SITE_URL: 'https://grimoire.example' });
    expect([config.imageBaseUrl, config.imageStaticBaseUrl]).toEqual(['https://grimoire.example/img', 'https://grimoire.example/img/static']);
    expect(loadConfig({ JWT_SECRET: 'test-secret' }).imageBaseUrl).toBe('/img');
  });

  it('with image bases on other hosts (a CDN), the CSP allows exactly those', () => {
    expect(
      imgSrc({
        IMAGE_BASE_URL: 'https://img.example/img',
        IMAGE_STATIC_BASE_URL: 'https://static.example/x',
      }),
    ).toEqual(["'self'", 'data:', 'https://img.example', 'https://static.example']);
    expect(imgSrc({ IMAGE_BASE_URL: 'https://img.example/img', IMAGE_STATIC_BASE_URL: '' })).toEqual([
      "'self'",
      'data:',
      'https://img.example',
    ]);
  });

  it('the server builds every picture URL from those bases, dropping what no base serves', () => {
    const items = [
      { id: 1, img: 'items/47661.png' },
      { id: 2, img: 'static:dofus/www/game/jobs/27.jpg' },
      { id: 3, img: 'https://elsewhere.example/a.png' },
    ];
    resolveImages(new Map([['items', items]]), {
      primary: 'https://img.example/img',
      secondary: 'https://static.example/x',
    });
    expect(items).toEqual([
      { id: 1, img: 'https://img.example/img/items/47661.png' },
      { id: 2, img: 'https://static.example/x/dofus/www/game/jobs/27.jpg' },
      { id: 3 },
    ]);
  });
});
