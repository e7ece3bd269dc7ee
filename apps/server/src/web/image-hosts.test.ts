import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { resolveImages } from '../game/store';
import { securityHeaders } from './security-headers';

function imgSrc(env: Record<string, string>): unknown[] {
  const csp = securityHeaders(loadConfig({ JWT_SECRET: 'test-secret', ...env })).contentSecurityPolicy;
  return ((csp as { directives: Record<string, unknown[]> }).directives.imgSrc ?? []) as unknown[];
}

describe('one image policy', () => {
  it('the CSP allows exactly the configured image hosts', () => {
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
