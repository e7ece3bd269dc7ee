import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/rules', 'packages/gamedata', 'apps/server', 'apps/web'],
  },
});
