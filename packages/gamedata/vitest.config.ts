import { defineProject } from 'vitest/config';
export default defineProject({ test: { name: 'gamedata', include: ['src/**/*.test.ts'], testTimeout: 120_000 } });
