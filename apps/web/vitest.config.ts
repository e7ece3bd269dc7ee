import { defineProject } from 'vitest/config';
import { mantineClasses } from './vite/mantine-classes';
import { preactAliases } from './vite/preact-aliases';

export default defineProject({
  plugins: [mantineClasses()],
  // ES builds first (React Router's CommonJS build would require React itself, past the aliases).
  resolve: {
    conditions: ['module', 'browser', 'development|production'],
    mainFields: ['module', 'main'],
    alias: [
      ...preactAliases,
      // Its CommonJS build would require React itself; the ES build goes through the aliases.
      { find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' },
    ],
  },
  test: { name: 'web', include: ['app/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'], environment: 'jsdom', setupFiles: ['./vitest.setup.ts'],
    // Packages written for React go through the aliases too (vite/preact-aliases.ts).
    server: { deps: { inline: [/node_modules\/(?!(react|react-dom|jsdom|vitest|@vitest)\/)/] } },
  },
});
