import type { Plugin } from 'vite';

const ROUTE_ENTRY = /\?__react-router-build-client-route$/;
const FEATURE_INDEX = /[\\/]app[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;
/** `export { a, b as c } from './x'` and `export * from './y'`: a barrel module's lines. */
const EXPORT_FROM = /export\s*(?:\{([^}]*)\}|\*)\s*from\s*['"]([^'"]+)['"]/g;
/** `import d, { a, b as c } from 'x'`, `import * as n from 'x'`, `export { a } from 'x'`. */
const NAMED_FROM = /(import|export)\s*(?:[\w$]+\s*,?\s*)?(\{[^}]*\}|\*\s*as\s*[\w$]+)?\s*from\s*['"]([^'"]+)['"]/g;

/**
 * A module made only of re-exports (`@mantine/core`, `@mantine/notifications`, a feature's
 * `index.ts`): its imports say nothing of what a page uses.
 */
function isBarrel(code: string | null): code is string {
  if (!code) return false;
  const body = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const statements = body.split(/;\s*|\n/).map((s) => s.trim()).filter(Boolean);
  return statements.length > 0 && statements.every((s) => /^(export|import)\b|^['"]use client['"]$|^\}|^[\w$,\s]+$/.test(s));
}

/** The names a module asks of another: `import { a as b }` asks `a`; `* as n` asks everything (null). */
function askedNames(braces: string | undefined): string[] | null {
  if (!braces) return [];
  if (!braces.startsWith('{')) return null;
  return braces
    .slice(1, -1)
    .split(',')
    .map((part) => part.trim().split(/\s+as\s+/)[0]!.replace(/^type\s+/, ''))
    .filter(Boolean);
}

/**
 * How many pages load each module before they are interactive, from the client build's module graph:
 * the code-splitting groups of vite.config.ts use it to put in one chunk the modules that the frame
 * of every page loads (`inFrame`), and in another those that many routes load in their first load
 * (`firstLoadShares`), instead of grouping by a count of importers that includes the chunks a page
 * only fetches later (a Select behind LazySelect, a Drawer on first tap), which put code no page needs
 * at first into every page's first load.
 *
 * The frame is what `entry.client`, `root` and the language layout import statically; a route's first
 * load is what its route module imports statically. An import through a barrel (`@mantine/core`) counts
 * only the modules of the names it asks for, as tree-shaking will. Counts are filled at the end of the
 * client build's module graph (`buildEnd`), before the chunks are made.
 */
export function firstLoadGraph(frameEntries: RegExp): Plugin & { inFrame(id: string): boolean; firstLoadShares(id: string): number } {
  const frame = new Set<string>();
  const shares = new Map<string, number>();
  return {
    name: 'grimoire:first-load-graph',
    inFrame: (id) => frame.has(id),
    firstLoadShares: (id) => shares.get(id) ?? 0,
    async buildEnd() {
      if (this.environment?.name !== 'client') return;
      frame.clear();
      shares.clear();
      const info = (id: string) => this.getModuleInfo(id);
      const resolved = async (source: string, importer: string) => (await this.resolve(source, importer))?.id;

      // Each barrel's names, with the module that holds each; `*` re-exports are searched in order.
      const barrels = new Map<string, { names: Map<string, string>; stars: string[] }>();
      for (const id of this.getModuleIds()) {
        const code = info(id)?.code ?? null;
        if (!(id.includes('node_modules') || FEATURE_INDEX.test(id)) || !isBarrel(code)) continue;
        const names = new Map<string, string>();
        const stars: string[] = [];
        for (const [, braces, source] of code.matchAll(EXPORT_FROM)) {
          const target = await resolved(source!, id);
          if (!target) continue;
          if (!braces) stars.push(target);
          else for (const part of braces.split(',')) {
            const exported = part.trim().split(/\s+as\s+/).pop()!.trim();
            if (exported) names.set(exported, target);
          }
        }
        barrels.set(id, { names, stars });
      }
      const holder = (barrel: string, name: string, seen = new Set<string>()): string[] => {
        const found = barrels.get(barrel);
        if (!found || seen.has(barrel)) return [];
        seen.add(barrel);
        const direct = found.names.get(name);
        if (direct) return barrels.has(direct) ? holder(direct, name, seen) : [direct];
        return found.stars.flatMap((star) => (barrels.has(star) ? holder(star, name, seen) : info(star)?.exports.includes(name) ? [star] : []));
      };

      // A module's static imports, with each barrel replaced by the modules of the names asked of it.
      const edges = new Map<string, string[]>();
      const importsOf = async (id: string): Promise<string[]> => {
        const known = edges.get(id);
        if (known) return known;
        const module = info(id);
        const direct = (module?.importedIds ?? []).filter((target) => !barrels.has(target));
        const through: string[] = [];
        if (module?.code && !barrels.has(id) && module.importedIds.some((target) => barrels.has(target))) {
          for (const [, , braces, source] of module.code.matchAll(NAMED_FROM)) {
            const target = await resolved(source!, id);
            if (!target || !barrels.has(target)) continue;
            const names = askedNames(braces);
            if (names === null) through.push(...(info(target)?.importedIds ?? []));
            else for (const name of names) through.push(...holder(target, name));
          }
        }
        const all = [...new Set([...direct, ...through])];
        edges.set(id, all);
        return all;
      };
      const staticClosure = async (entry: string) => {
        const seen = new Set<string>();
        const stack = [entry];
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(await importsOf(id)));
        }
        return seen;
      };

      const entries = [...this.getModuleIds()].filter((id) => info(id)?.isEntry);
      // The entries stay their own chunks: the client entry's body hydrates the page, and must run
      // only once the page's inline script has imported the route modules.
      const isEntry = new Set(entries);
      for (const entry of entries.filter((id) => frameEntries.test(id))) {
        for (const id of await staticClosure(entry)) if (!isEntry.has(id)) frame.add(id);
      }
      for (const entry of entries.filter((id) => ROUTE_ENTRY.test(id) && !frameEntries.test(id))) {
        for (const id of await staticClosure(entry)) if (!frame.has(id) && !isEntry.has(id)) shares.set(id, (shares.get(id) ?? 0) + 1);
      }
    },
  };
}
