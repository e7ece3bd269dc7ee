import { describe, expect, it } from 'vitest';
import { bugReportPayload, reportedPage, validateBugReport } from './validation';

describe('bug report (spec §5)', () => {
  it('needs a title of at least 5 characters and a description of at least 20', () => {
    const errors = validateBugReport({ title: 'Bug', description: 'Too short', page: '' });
    expect(errors.title).toEqual({ key: 'errors.minLength', values: { nb: 5 } });
    expect(errors.description).toEqual({ key: 'errors.minLength', values: { nb: 20 } });
    expect(validateBugReport({ title: 'Broken', description: 'The page shows nothing at all', page: '' })).toEqual({});
  });
  it('sends the page URL only when there is one', () => {
    expect(bugReportPayload({ title: ' Broken ', description: 'd', page: ' ' })).toEqual({ title: 'Broken', description: 'd' });
    expect(bugReportPayload({ title: 'Broken', description: 'd', page: '/fr/x' }).page).toBe('/fr/x');
  });
  it('accepts a site path or a web address as the page, nothing else', () => {
    const draft = { title: 'Broken', description: 'The page shows nothing at all' };
    expect(validateBugReport({ ...draft, page: 'https://grimoire.example/fr' })).toEqual({});
    expect(validateBugReport({ ...draft, page: '//evil.example' }).page).toEqual({ key: 'accounts.serverErrors.pattern' });
    expect(validateBugReport({ ...draft, page: 'javascript:alert(1)' }).page).toEqual({ key: 'accounts.serverErrors.pattern' });
  });
});

describe('the reported page', () => {
  const here = 'https://grimoire.example/fr/bug-report?from=%2Ffr%2Ftools';
  it('takes ?from= when it is a same-site path', () => {
    expect(reportedPage(here, '/fr/tools?x=1', null)).toBe('/fr/tools?x=1');
  });
  it('else the same-site referer, never another site', () => {
    expect(reportedPage(here, null, 'https://grimoire.example/en/almanax')).toBe('/en/almanax');
    expect(reportedPage(here, 'https://evil.example/x', 'https://evil.example/y')).toBe('');
    expect(reportedPage(here, '//evil.example/x', null)).toBe('');
  });
});
