/**
 * ESLint rule `grimoire/feature-boundaries`: a folder of `app/features` is a feature; another feature
 * may import it only through its public `index.ts` (`../boards`, never `../boards/types`), and no two
 * features may depend on each other, even through others (accounts → characters → accounts). The
 * feature graph is read once per lint run from the files' import lines.
 *
 * Written here rather than taken from a plugin: eslint-plugin-boundaries checks entry points but not
 * cycles, and import-x's `no-cycle` sees module cycles, not a cycle between two folders that passes
 * through different files of each.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const SOURCE = /\.(ts|tsx)$/;
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The features folder holding `file`, and the feature it belongs to. */
function placeOf(file) {
  const parts = resolve(file).split(sep);
  const at = parts.lastIndexOf('features');
  if (at < 0 || at + 2 >= parts.length) return undefined;
  return { root: parts.slice(0, at + 1).join(sep), feature: parts[at + 1] };
}

/** The feature a relative import from `file` lands in, and whether it lands on that feature's index. */
function targetOf(root, file, source) {
  if (!source.startsWith('.')) return undefined;
  const rest = relative(root, resolve(dirname(file), source));
  if (rest.startsWith('..') || rest === '') return undefined;
  const [feature, ...inside] = rest.split(sep);
  const entry = inside.length === 0 || (inside.length === 1 && /^index(\.tsx?)?$/.test(inside[0]));
  return { feature, entry };
}

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const graphs = new Map();

/** Feature → the features its files import (tests left out: they may reach anywhere). */
function featureGraph(root) {
  let graph = graphs.get(root);
  if (graph) return graph;
  graph = new Map();
  for (const feature of readdirSync(root).filter((name) => statSync(join(root, name)).isDirectory())) {
    const edges = new Set();
    for (const file of sourceFiles(join(root, feature)))
      for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const target = targetOf(root, file, match[1] ?? match[2]);
        if (target && target.feature !== feature) edges.add(target.feature);
      }
    graph.set(feature, edges);
  }
  graphs.set(root, graph);
  return graph;
}

/** A path of features from `from` to `to`, if the graph has one. */
function pathBetween(graph, from, to) {
  const previous = new Map([[from, undefined]]);
  const queue = [from];
  while (queue.length > 0) {
    const at = queue.shift();
    if (at === to) {
      const path = [];
      for (let step = to; step !== undefined; step = previous.get(step)) path.unshift(step);
      return path;
    }
    for (const next of graph.get(at) ?? [])
      if (!previous.has(next)) {
        previous.set(next, at);
        queue.push(next);
      }
  }
  return undefined;
}

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Features import each other only through their index, and never in a cycle' },
    messages: {
      privatePart: "Import feature '{{feature}}' through its public index ('{{entry}}'), not one of its files.",
      cycle: "Features depend on each other: {{cycle}}. Move what both need to a shared place (app/ui, app/lib) or to one of them.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const place = placeOf(file);
    if (!place || /\.test\.tsx?$/.test(file)) return {};
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const target = targetOf(place.root, file, source);
      if (!target || target.feature === place.feature) return;
      if (!target.entry) {
        const entry = source.slice(0, source.lastIndexOf(`/${target.feature}/`) + target.feature.length + 1);
        context.report({ node, messageId: 'privatePart', data: { feature: target.feature, entry } });
      }
      const back = pathBetween(featureGraph(place.root), target.feature, place.feature);
      if (back) context.report({ node, messageId: 'cycle', data: { cycle: [place.feature, ...back].join(' → ') } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries } };
