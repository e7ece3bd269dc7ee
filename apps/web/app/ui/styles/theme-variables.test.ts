import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_DIR, importedStyles } from './mantine-css';
import { THEME_VARIABLES_FILE, themeVariablesCss } from './theme-variables';

describe("the theme's variables, written at build time", () => {
  it('are what MantineProvider would write for the theme (regenerate with --write)', () => {
    const css = themeVariablesCss();
    expect(readFileSync(THEME_VARIABLES_FILE, 'utf8')).toBe(css);
    // The theme's own choices are there, in both colour schemes, with the responsive classes.
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-indigo-filled)');
    expect(css).toContain('--mantine-radius-default: calc(0.5rem * var(--mantine-scale))');
    expect(css).toContain(':root[data-mantine-color-scheme="dark"], :host([data-mantine-color-scheme="dark"]){--mantine-color-anchor: var(--mantine-color-indigo-4);}');
    expect(css).toContain('.mantine-visible-from-sm {display: none !important;}');
  });

  it('are loaded by root, whose provider writes them no more', () => {
    const root = readFileSync(join(APP_DIR, 'root.tsx'), 'utf8');
    expect(importedStyles(root)).toContain('./ui/styles/theme-variables.css');
    expect(root).toMatch(/<MantineProvider [^>]*withCssVariables=\{false\} withGlobalClasses=\{false\}/);
  });
});
