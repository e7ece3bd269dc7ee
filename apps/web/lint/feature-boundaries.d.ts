import type { ESLint, Rule } from 'eslint';

export const featureBoundaries: Rule.RuleModule;
declare const plugin: ESLint.Plugin;
export default plugin;
