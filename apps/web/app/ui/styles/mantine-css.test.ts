import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  APP_DIR,
  appModules,
  cssClosure,
  importedStyles,
  requiredImports,
  shellStylesheet,
} from './mantine-css';

describe("Mantine's styles per component", () => {
  it('finds the pieces a component is built from, them first', () => {
    expect(cssClosure('Select')).toEqual(expect.arrayContaining(['Input', 'Popover', 'Combobox']));
    expect(cssClosure('Button').at(-1)).toBe('Button');
    expect(cssClosure('Button')).toContain('UnstyledButton');
    expect(cssClosure('RangeSlider')).toEqual(['Slider']);
    expect(cssClosure('Box')).toEqual([]);
  });

  it('gives every module the stylesheets of the components it renders that the shell lacks', () => {
    const missing = appModules().flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      const have = new Set(importedStyles(source));
      return requiredImports(source)
        .filter((path) => !have.has(path))
        .map((path) => `${relative(APP_DIR, file)}: ${path}`);
    });
    // Fix with: cd apps/web && node --import tsx app/ui/styles/mantine-css.ts --write
    expect(missing).toEqual([]);
  });

  it('keeps the shell stylesheet as generated, and root loads it instead of the whole of Mantine', () => {
    expect(readFileSync(join(APP_DIR, 'ui/styles/mantine-shell.css'), 'utf8')).toBe(shellStylesheet());
    const root = readFileSync(join(APP_DIR, 'root.tsx'), 'utf8');
    expect(importedStyles(root)).toContain('./ui/styles/mantine-shell.css');
    const everywhere = appModules().flatMap((file) => importedStyles(readFileSync(file, 'utf8')));
    expect(everywhere.filter((path) => /^@mantine\/[a-z]+\/styles\.css$/.test(path))).toEqual([]);
  });
});
