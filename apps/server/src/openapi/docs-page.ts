/**
 * `GET /api/openapi.json` (the OpenAPI 3.1 document, built once on first request, when every
 * service is registered) and `GET /api/docs` (a browsable page: FR/EN intro, the query dialect
 * with live examples, the list of services). The page is plain server-rendered HTML: no script,
 * readable on a phone and in dark mode. `?lang=en` or the browser's language picks English.
 */
import type { NextFunction, Request, Response } from 'express';
import type { Application } from '../declarations';
import { LIMITS, PAGE } from '../game/query';
import { REGEX } from '../game/query/regex';
import { buildOpenApi } from './document';
import { DIALECT, DOCS_TEXT, type DocsLang } from './docs-text';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function pickLang(req: Request): DocsLang {
  const asked = req.query.lang;
  if (asked === 'en' || asked === 'fr') return asked;
  return req.acceptsLanguages('fr', 'en') === 'en' ? 'en' : 'fr';
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1a1b1e;background:#fff}
a{color:#1864ab}code{font-size:.9em;background:#f1f3f5;padding:.1em .3em;border-radius:3px;word-break:break-all}
table{border-collapse:collapse;width:100%;margin:1rem 0}th,td{border-bottom:1px solid #dee2e6;padding:.4rem;text-align:left;vertical-align:top}
nav{display:flex;gap:1rem;flex-wrap:wrap}
@media (prefers-color-scheme:dark){body{color:#e9ecef;background:#1a1b1e}a{color:#74c0fc}code{background:#2c2e33}th,td{border-color:#373a40}}
@media (max-width:600px){table,thead,tbody,tr,th,td{display:block}thead{display:none}td{border:0;padding:.1rem 0}tr{border-bottom:1px solid #dee2e6;padding:.5rem 0}}
`;

function renderDocs(lang: DocsLang, spec: Record<string, unknown>): string {
  const t = DOCS_TEXT[lang];
  const other: DocsLang = lang === 'fr' ? 'en' : 'fr';
  const rows = DIALECT.map(
    (row) =>
      `<tr><td><code>${escape(row.syntax)}</code></td><td>${escape(row.meaning[lang])}</td>` +
      `<td><a href="/api/${escape(row.example)}"><code>/api/${escape(row.example)}</code></a></td></tr>`,
  ).join('');
  const paths = spec.paths as Record<string, Record<string, { summary?: string }>>;
  const services = Object.entries(paths)
    .flatMap(([path, verbs]) =>
      Object.entries(verbs).map(
        ([verb, op]) =>
          `<tr><td>${verb.toUpperCase()}</td><td><code>/api${escape(path)}</code></td><td>${escape(op.summary ?? '')}</td></tr>`,
      ),
    )
    .join('');
  const paging = fill(t.pagingText, {
    default: PAGE.defaultLimit,
    max: PAGE.maxLimit,
    in: LIMITS.in,
    depth: LIMITS.depth,
    regexLength: REGEX.maxLength,
    regexMs: REGEX.budgetMs,
  });
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escape(t.title)}</title>
<style>${STYLE}</style></head><body>
<nav><a href="/api/docs?lang=${other}" hreflang="${other}">${escape(t.other)}</a><a href="/api/openapi.json">${escape(t.openapi)}</a></nav>
<h1>${escape(t.title)}</h1><p>${escape(t.intro)}</p>
<h2>${escape(t.dialect)}</h2>
<table><thead><tr><th>${escape(t.syntax)}</th><th>${escape(t.meaning)}</th><th>${escape(t.example)}</th></tr></thead><tbody>${rows}</tbody></table>
<h2>${escape(t.paging)}</h2><p>${escape(paging)}</p>
<h2>${escape(t.services)}</h2>
<table><thead><tr><th>${escape(t.method)}</th><th>${escape(t.path)}</th><th>${escape(t.summary)}</th></tr></thead><tbody>${services}</tbody></table>
</body></html>`;
}

export function registerApiDocs(app: Application): void {
  let spec: Record<string, unknown> | undefined;
  const document = () => (spec ??= buildOpenApi(app));
  app.use('/api/openapi.json', (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json(document());
  });
  app.use('/api/docs', (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || (req.path !== '/' && req.path !== '')) return next();
    const lang = pickLang(req);
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.setHeader('Content-Language', lang);
    res.setHeader('Vary', 'Accept-Language');
    res.type('html').send(renderDocs(lang, document()));
  });
}
