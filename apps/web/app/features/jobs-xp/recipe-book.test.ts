import { describe, expect, it } from 'vitest';
import type { JobRecipe } from './loader';
import { packRecipeBook, unpackRecipeBook } from './recipe-book';

const recipes: JobRecipe[] = [
  {
    id: 8231,
    level: 60,
    ratio: 20,
    ingredientCount: 7,
    ratioSource: 'type',
    needsBossDrops: false,
    item: { id: 8231, name: { fr: 'Cape Bouffante' }, level: 60, img: 'https://img.example/items/17361.png' },
    ingredients: [
      { itemId: 303, quantity: 5 },
      { itemId: 16663, quantity: 2 },
    ],
  },
  {
    id: 44,
    level: 1,
    ingredientCount: 1,
    ratioSource: 'unknown',
    needsBossDrops: true,
    item: { id: 44, name: { fr: 'Chapeau\nrayé' }, level: 3, missingTranslations: ['en'] },
    ingredients: [{ itemId: 1, quantity: 1 }],
  },
];

describe('the job XP recipe book as lines', () => {
  it('unpacks to the recipes it packed: ids, levels, ratio and its source, boss drops, ingredients, name, picture and missing languages', () => {
    const unpacked = unpackRecipeBook(packRecipeBook(recipes, 'fr'), 'fr');
    expect(unpacked[0]).toEqual(recipes[0]);
    // A line break in a name cannot split the lines.
    expect(unpacked[1]).toEqual({ ...recipes[1], item: { ...recipes[1].item, name: { fr: 'Chapeau rayé' } } });
  });

  it('keeps a recipe without ratio or picture as such, and an empty book empty', () => {
    const [, second] = unpackRecipeBook(packRecipeBook(recipes, 'fr'), 'fr');
    expect(second).not.toHaveProperty('ratio');
    expect(second.item).not.toHaveProperty('img');
    expect(unpackRecipeBook(packRecipeBook([], 'en'), 'en')).toEqual([]);
  });

  it('counts the raw resources of one craft from the ingredients', () => {
    expect(unpackRecipeBook(packRecipeBook(recipes, 'fr'), 'fr').map((r) => r.ingredientCount)).toEqual([7, 1]);
  });
});
