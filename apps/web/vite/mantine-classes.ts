import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = 'mantine-classes:';

/**
 * `import classes from 'mantine-classes:Slider'`: the class names of a Mantine component's styles
 * (`{ root: 'm_dd36362e', thumb: ... }`), which the package does not export on their own. A
 * look-alike drawn before the real control loads (ui/slider/LazyRangeSlider.tsx) uses them to look
 * exactly like it with Mantine's own stylesheet. Used by the build and by Vitest.
 */
export function mantineClasses(): Plugin {
  const require = createRequire(import.meta.url);
  // The package's entry is `cjs/index.cjs`: its folder's parent is the package root. Components'
  // styles sit in `components`, those of their shared parts (InlineInput: Switch, Checkbox) in `utils`.
  const esm = join(resolve(dirname(require.resolve('@mantine/core')), '..'), 'esm');
  return {
    name: 'grimoire:mantine-classes',
    enforce: 'pre',
    resolveId(source) {
      if (!source.startsWith(PREFIX)) return null;
      const component = source.slice(PREFIX.length);
      const file = ['components', 'utils']
        .map((folder) => join(esm, folder, component, `${component}.module.css.mjs`))
        .find((candidate) => /^[A-Za-z]+$/.test(component) && existsSync(candidate));
      if (!file) throw new Error(`No Mantine styles named ${component}`);
      return file;
    },
  };
}
