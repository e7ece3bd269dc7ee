import { defineProject } from 'vitest/config';
import { mantineClasses } from './vite/mantine-classes';

export default defineProject({
  plugins: [mantineClasses()],
  test: { name: 'web', include: ['app/**/*.test.{ts,tsx}', 'vite/**/*.test.ts', 'lint/**/*.test.ts'], environment: 'jsdom', setupFiles: ['./vitest.setup.ts'] },
});
