/**
 * MantineProvider's CSS variables and global classes, which it writes into every page from the
 * theme (vite.config.ts points its imports of both here): root imports them as a stylesheet written
 * at build time instead (ui/styles/theme-variables.ts) and tells the provider not to write them, so
 * their resolver and colour functions stay out of every page's first load.
 */
export function MantineCssVariables(): null {
  return null;
}

export function MantineClasses(): null {
  return null;
}
