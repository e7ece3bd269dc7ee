import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'web', include: ['app/**/*.test.{ts,tsx}', 'vite/**/*.test.ts', 'pwa/**/*.test.ts', 'lint/**/*.test.ts'], environment: 'jsdom', setupFiles: ['./vitest.setup.ts'] },
});
