/** The class names of a Mantine component's styles (vite/mantine-classes.ts). */
declare module 'mantine-classes:*' {
  const classes: Record<string, string>;
  export default classes;
}
