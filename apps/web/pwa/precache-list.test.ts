import { describe, expect, it } from 'vitest';
import { precacheFiles, type ManifestChunk } from './precache-list';

describe('files the service worker keeps for the offline hunt', () => {
  const manifest: Record<string, ManifestChunk> = {
    'app/entry.client.tsx': { file: 'assets/entry.js', imports: ['_react.js'], dynamicImports: ['app/i18n/messages.en.ts'] },
    '_react.js': { file: 'assets/react.js' },
    'app/i18n/messages.en.ts': { file: 'assets/messages.en.js', imports: ['_react.js'] },
    'app/routes/hunt.tsx': { file: 'assets/hunt.js', css: ['assets/hunt.css'], imports: ['_picker.js'] },
    '_picker.js': { file: 'assets/picker.js', dynamicImports: ['app/routes/hunt.tsx'] },
    'app/routes/map.tsx': { file: 'assets/map.js' },
  };

  it('takes each root with everything it imports, lazily too, and its stylesheets, once each', () => {
    expect(precacheFiles(manifest, ['app/entry.client.tsx', 'app/routes/hunt.tsx'])).toEqual([
      'assets/entry.js',
      'assets/hunt.css',
      'assets/hunt.js',
      'assets/messages.en.js',
      'assets/picker.js',
      'assets/react.js',
    ]);
  });

  it('refuses a build without one of the hunt modules rather than write a worker that cannot open it', () => {
    expect(() => precacheFiles(manifest, ['app/routes/missing.tsx'])).toThrow(/no app\/routes\/missing.tsx/);
  });
});
