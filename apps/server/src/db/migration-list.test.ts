import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from './migration-list';

describe('migration list', () => {
  it('names every file of migrations/, in order, each with up and down', () => {
    const files = readdirSync(join(import.meta.dirname, 'migrations'))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .sort();
    expect(MIGRATIONS.map(([name]) => name)).toEqual(files);
    for (const [, migration] of MIGRATIONS) {
      expect(typeof migration.up).toBe('function');
      expect(typeof migration.down).toBe('function');
    }
  });
});
