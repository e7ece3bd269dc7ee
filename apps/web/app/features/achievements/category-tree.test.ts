import { describe, expect, it } from 'vitest';
import { categoryTree, categoryWithChildren } from './category-tree';

const categories = [
  { id: 1, parentId: 0 },
  { id: 2, parentId: 0 },
  { id: 11, parentId: 1 },
  { id: 12, parentId: 1 },
  { id: 21, parentId: 2 },
  { id: 111, parentId: 11 },
  { id: 99, parentId: 42 },
];

describe('achievement category tree', () => {
  it('lists roots (parentId 0) with their children, orphans as roots', () => {
    const tree = categoryTree(categories);
    expect(tree.map((node) => node.category.id)).toEqual([1, 2, 99]);
    expect(tree[0].children.map((child) => child.id)).toEqual([11, 12]);
  });

  it('a category holds its own achievements and every descendant category', () => {
    expect(categoryWithChildren(categories, 1)).toEqual([1, 11, 12, 111]);
    expect(categoryWithChildren(categories, 21)).toEqual([21]);
  });
});
