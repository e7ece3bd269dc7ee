/** Achievement categories form a tree: roots have `parentId` 0. */
export interface TreeCategory {
  id: number;
  parentId: number;
}

export interface CategoryNode<T extends TreeCategory> {
  category: T;
  children: T[];
}

/** Roots in their given order, each with its children; orphans (unknown parent) become roots. */
export function categoryTree<T extends TreeCategory>(categories: readonly T[]): CategoryNode<T>[] {
  const ids = new Set(categories.map((category) => category.id));
  const roots = categories.filter((category) => category.parentId === 0 || !ids.has(category.parentId));
  return roots.map((root) => ({ category: root, children: categories.filter((child) => child.parentId === root.id && child.id !== root.id) }));
}

/** A category id and the ids of all its descendants (a root lists its sub-categories' achievements too). */
export function categoryWithChildren(categories: readonly TreeCategory[], id: number): number[] {
  const result = [id];
  for (let i = 0; i < result.length; i++) {
    for (const category of categories) {
      if (category.parentId === result[i] && !result.includes(category.id)) result.push(category.id);
    }
  }
  return result;
}
