/**
 * Which of Mantine's per-component stylesheets each module needs (build-time tooling, Node only:
 * imported by its test and by `node --import tsx app/ui/styles/mantine-css.ts --write`).
 *
 * Instead of Mantine's whole stylesheet (~32 KB gzip, render-blocking on every page), the shell
 * (`mantine-shell.css`, imported by root.tsx) holds the styles of the components every page's
 * frame uses, and each module imports the styles of the other components it renders, so a route's
 * stylesheet carries only what it shows. A component's styles include those of the components it
 * is built from, found by walking Mantine's own source imports. All are the `.layer.css` variants:
 * in the `mantine` layer, our own styles win whatever order the route stylesheets load in.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
// The package's entry is `cjs/index.cjs`: its folder's parent is the package root.
const CORE = resolve(dirname(require.resolve('@mantine/core')), '..');
const COMPONENTS = join(CORE, 'esm', 'components');
const UTILS = join(CORE, 'esm', 'utils');
const STYLES = join(CORE, 'styles');
export const APP_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Components whose styles are in the shell stylesheet (the frame of every page), dependencies first. */
export const SHELL = [
  'UnstyledButton',
  'Loader',
  'VisuallyHidden',
  'Paper',
  'Popover',
  'CloseButton',
  'Group',
  'Stack',
  'Flex',
  'Overlay',
  'ModalBase',
  'Input',
  'InlineInput',
  'ScrollArea',
  'ActionIcon',
  'Burger',
  'Button',
  'Text',
  'Title',
  'Anchor',
  'Container',
  'NavLink',
  'Divider',
  'Drawer',
  'Notification',
  'Badge',
  'Kbd',
  'Tooltip',
  'Switch',
  'Menu',
  'Alert',
  'Center',
  'SimpleGrid',
  'Image',
] as const;

const hasStyles = (folder: string) => existsSync(join(STYLES, `${folder}.layer.css`));
const cssImport = (folder: string) => `@mantine/core/styles/${folder}.layer.css`;

/** Exported names that live in another component's folder. */
const FOLDER_OF: Record<string, string> = { RangeSlider: 'Slider' };

/** The component folder holding an exported name (`Select` → `Select`, `RangeSlider` → `Slider`). */
function folderOf(name: string): string | undefined {
  const folder = FOLDER_OF[name] ?? name;
  return existsSync(join(COMPONENTS, folder)) ? folder : undefined;
}

const closures = new Map<string, string[]>();

/** The file named `file` under `dir` (a component's module may sit in a subfolder: `Slider/RangeSlider/`). */
function moduleOf(dir: string, file: string): string | undefined {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isFile() && entry.name === file) return path;
    if (entry.isDirectory()) {
      const found = moduleOf(path, file);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * A component's stylesheets, those of the pieces it is built from first: a depth-first walk over
 * Mantine's own module imports (components and utils), where each `X.module.css.mjs` a module
 * imports is the stylesheet `styles/X.layer.css`.
 */
export function cssClosure(component: string): string[] {
  const folder = folderOf(component);
  if (!folder) return [];
  const cached = closures.get(component);
  if (cached) return cached;
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/from '(\.{1,2}\/[^']+\.mjs)'/g)) {
      const target = resolve(dirname(file), match[1]);
      const styles = /([A-Za-z]+)\.module\.css\.mjs$/.exec(target);
      if (styles) {
        if (hasStyles(styles[1]) && !order.includes(styles[1])) order.push(styles[1]);
      } else if (target.startsWith(COMPONENTS) || target.startsWith(UTILS)) visit(target);
    }
  };
  visit(moduleOf(join(COMPONENTS, folder), `${component}.mjs`) ?? join(COMPONENTS, folder, `${folder}.mjs`));
  // The component's own stylesheet goes last, after the pieces it is built from.
  const own = order.indexOf(folder);
  if (own >= 0) order.push(...order.splice(own, 1));
  closures.set(component, order);
  return order;
}

/** The `@mantine/core` components other Mantine packages render (their own styles are imported beside them). */
const PACKAGE_COMPONENTS: Record<string, string[]> = {
  '@mantine/spotlight': ['Modal', 'Input', 'ScrollArea', 'UnstyledButton', 'Highlight'],
  '@mantine/charts': ['ColorSwatch', 'Paper', 'Group', 'Text'],
  '@mantine/notifications': ['Notification'],
};

/** The Mantine components a module renders: imported from `@mantine/core`, or through another Mantine package. */
export function mantineComponents(source: string): string[] {
  const names = new Set<string>();
  for (const [pkg, components] of Object.entries(PACKAGE_COMPONENTS))
    if (source.includes(`from '${pkg}'`)) for (const name of components) names.add(name);
  for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g))
    for (const part of match[1].split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (/^[A-Z]/.test(name) && !part.trim().startsWith('type ')) names.add(name);
    }
  return [...names];
}

/** The shell stylesheet's folders, in order: each shell component's closure. */
export function shellFolders(): string[] {
  const order: string[] = [];
  for (const component of SHELL)
    for (const folder of cssClosure(component)) if (!order.includes(folder)) order.push(folder);
  return order;
}

/** The per-component stylesheets a module must import itself (what it renders, minus the shell's). */
export function requiredImports(source: string, shell = new Set(shellFolders())): string[] {
  const order: string[] = [];
  for (const component of mantineComponents(source))
    for (const folder of cssClosure(component))
      if (!shell.has(folder) && !order.includes(folder)) order.push(folder);
  return order.map(cssImport);
}

/** The stylesheets a module imports (`import '…css';`). */
export function importedStyles(source: string): string[] {
  return [...source.matchAll(/^import '([^']+\.css)';$/gm)].map((match) => match[1]);
}

export function appModules(dir = APP_DIR): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...appModules(path));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(path);
  }
  return files;
}

/** The shell stylesheet's text (baseline, variables, global, then the shell components). */
export function shellStylesheet(): string {
  const lines = ['baseline', 'default-css-variables', 'global', ...shellFolders()].map(
    (folder) => `@import '${cssImport(folder)}';`,
  );
  return `/* Generated by app/ui/styles/mantine-css.ts --write: the Mantine styles of every page's frame. */\n${lines.join('\n')}\n@import '@mantine/notifications/styles.layer.css';\n`;
}

/** `--write`: regenerates the shell stylesheet and adds the missing per-component imports to modules. */
if (process.argv.includes('--write') && import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(join(APP_DIR, 'ui/styles/mantine-shell.css'), shellStylesheet());
  for (const file of appModules()) {
    const source = readFileSync(file, 'utf8');
    const have = new Set(importedStyles(source));
    const missing = requiredImports(source).filter((path) => !have.has(path));
    if (missing.length === 0) continue;
    writeFileSync(file, `${missing.map((path) => `import '${path}';`).join('\n')}\n${source}`);
    console.log(`${relative(APP_DIR, file)}: ${missing.length} stylesheet(s)`);
  }
}
