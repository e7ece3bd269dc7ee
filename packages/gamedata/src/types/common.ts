/** Languages, texts and the fields every named document has. */

export const LANGS = ['fr', 'en', 'de', 'es', 'pt'] as const;

export type Lang = (typeof LANGS)[number];

/** The languages the UI is written in; every name carries at least these two. */
export const UI_LANGS = ['fr', 'en'] as const;

export type UiLang = (typeof UI_LANGS)[number];

/** Text per language. `fr` and `en` are always present (en = fr when missing, and flagged). */
export type I18nText = { fr: string; en: string } & Partial<Record<'de' | 'es' | 'pt', string>>;

export type Slug = { fr: string; en: string };

/**
 * How many references of a list field were left out because the bundle lacks the records they point
 * to (no source names them): `{drops: 3}` → "3 items not in the data". Pages show the count, never ids.
 */
export type Omitted = Partial<Record<string, number>>;

/** Fields every named document has. */
export interface NamedDoc {
  id: number;
  name: I18nText;
  slug: Slug;
  /** Languages whose text was copied from French because no source had it. */
  missingTranslations?: UiLang[];
  omitted?: Omitted;
}

/**
 * A document kept even when no source names it, because other records or pages need its structure
 * (sub-areas, areas, worlds, modsters...). Pages never show its id instead of a name: they leave it out.
 */
export interface MaybeNamedDoc {
  id: number;
  name?: I18nText;
  slug?: Slug;
  missingTranslations?: UiLang[];
  omitted?: Omitted;
}
