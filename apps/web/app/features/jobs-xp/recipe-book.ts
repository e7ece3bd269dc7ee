import type { UiLang } from '@grimoire/gamedata/types';
import type { CraftRatioSource } from '@grimoire/rules';
import type { JobRecipe } from './loader';

/** One letter per ratio source in a packed line, then `b` when the recipe needs boss drops. */
const SOURCE_LETTER: Record<CraftRatioSource, string> = { type: 't', equipment: 'e', unknown: 'u' };
const SOURCE_OF: Record<string, CraftRatioSource> = { t: 'type', e: 'equipment', u: 'unknown' };

/**
 * A job's recipe book as the page's loader sends it: a few strings, one line per recipe, instead of
 * hundreds of objects. React Router writes loader data into the HTML and the browser decodes it
 * value by value at hydration; the tailoring book (671 recipes) took ~300 KB of the page and a long
 * task to decode as objects, and takes ~70 KB as lines.
 */
export interface PackedRecipeBook {
  /** Per line: id, level, ratio (empty when none), item level, flags (ratio source letter, `b` for boss drops), then each ingredient as `itemId*quantity`; tab-separated. */
  numbers: string;
  /** Per line: the item's name in the page language. */
  names: string;
  /** The folder every picture address starts with. */
  imgPrefix: string;
  /** Per line: the rest of the picture's address (empty when none). */
  imgs: string;
  /** Per line: the languages the name lacks, comma-separated. */
  missing: string;
}

const line = (text: string) => text.replace(/[\n\r]/g, ' ');

/** The folder every address shares (up to a slash, so that no address is left empty). */
function commonFolder(texts: string[]): string {
  if (texts.length === 0) return '';
  let prefix = texts[0];
  for (const text of texts) while (!text.startsWith(prefix)) prefix = prefix.slice(0, -1);
  return prefix.slice(0, prefix.lastIndexOf('/') + 1);
}

export function packRecipeBook(recipes: readonly JobRecipe[], lang: string): PackedRecipeBook {
  const imgs = recipes.map((recipe) => recipe.item.img ?? '');
  const imgPrefix = commonFolder(imgs.filter(Boolean));
  return {
    numbers: recipes
      .map((r) => [r.id, r.level, r.ratio ?? '', r.item.level, SOURCE_LETTER[r.ratioSource] + (r.needsBossDrops ? 'b' : ''), ...r.ingredients.map((i) => `${i.itemId}*${i.quantity}`)].join('\t'))
      .join('\n'),
    names: recipes.map((r) => line(r.item.name[lang] ?? '')).join('\n'),
    imgPrefix,
    imgs: imgs.map((img) => (img ? img.slice(imgPrefix.length) : '')).join('\n'),
    missing: recipes.map((r) => (r.item.missingTranslations ?? []).join(',')).join('\n'),
  };
}

export function unpackRecipeBook(book: PackedRecipeBook, lang: string): JobRecipe[] {
  if (book.numbers === '') return [];
  const names = book.names.split('\n');
  const imgs = book.imgs.split('\n');
  const missing = book.missing.split('\n');
  return book.numbers.split('\n').map((text, index) => {
    const [id, level, ratio, itemLevel, flags, ...pairs] = text.split('\t');
    const ingredients = pairs.map((pair) => {
      const [itemId, quantity] = pair.split('*');
      return { itemId: Number(itemId), quantity: Number(quantity) };
    });
    const lacks = missing[index] ? (missing[index].split(',') as UiLang[]) : undefined;
    return {
      id: Number(id),
      level: Number(level),
      ...(ratio === '' ? {} : { ratio: Number(ratio) }),
      ingredientCount: ingredients.reduce((sum, ingredient) => sum + ingredient.quantity, 0),
      ratioSource: SOURCE_OF[flags[0]] ?? 'unknown',
      needsBossDrops: flags.includes('b'),
      item: {
        id: Number(id),
        name: { [lang]: names[index] },
        level: Number(itemLevel),
        ...(imgs[index] ? { img: book.imgPrefix + imgs[index] } : {}),
        ...(lacks ? { missingTranslations: lacks } : {}),
      },
      ingredients,
    };
  });
}
