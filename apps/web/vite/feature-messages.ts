import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:grimoire-messages/';
const RESOLVED = `\0${PREFIX}`;

/**
 * Per-feature UI strings in the browser build (see app/i18n/i18n.ts). Every app module (or module of
 * the shared packages, such as the rules' criterion words) whose source
 * names a key of a feature (`'stuff.slots.hat'`, `` `map.layers.${layer}` ``) gets an import of that
 * feature's registration module, which loads the feature's strings of the page's language (one small
 * chunk per feature and language) before the module runs. A page thus downloads the strings of the
 * features it shows instead of every string of the site. The server build keeps every string.
 */
export function featureMessages(appDir: string, sharedDirs: string[] = []): Plugin {
  const featuresDir = join(appDir, 'features');
  const features = readdirSync(featuresDir).filter((name) => existsSync(join(featuresDir, name, 'i18n', 'fr.json')));
  const usesKeysOf = new RegExp(`['"\`](${features.join('|')})\\.[A-Za-z$]`, 'g');
  const scanned = [appDir, ...sharedDirs];
  const i18nModule = join(appDir, 'i18n', 'i18n.ts');
  return {
    name: 'grimoire:feature-messages',
    resolveId(source) {
      return source.startsWith(PREFIX) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const feature = id.slice(RESOLVED.length);
      const file = (lang: string) => JSON.stringify(join(featuresDir, feature, 'i18n', `${lang}.json`));
      return [
        `import { registerFeatureMessages } from ${JSON.stringify(i18nModule)};`,
        `await registerFeatureMessages(${JSON.stringify(feature)}, { fr: () => import(${file('fr')}), en: () => import(${file('en')}) });`,
      ].join('\n');
    },
    transform(code, id, options) {
      if (options?.ssr || !/\.tsx?$/.test(id) || id.includes('node_modules') || id.startsWith(join(appDir, 'i18n'))) return null;
      if (!scanned.some((dir) => id.startsWith(dir))) return null;
      const used = new Set([...code.matchAll(usesKeysOf)].map((match) => match[1]!));
      if (used.size === 0) return null;
      const imports = [...used].map((feature) => `import ${JSON.stringify(PREFIX + feature)};`).join('');
      // One line: the source map's lines stay where they were.
      return { code: imports + code, map: null };
    },
  };
}
