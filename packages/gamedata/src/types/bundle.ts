/** The bundle manifest and its coverage figures. */

/** Per-collection coverage figures, as printed by `data:report`. */
export interface CollectionCoverage {
  records: number;
  /** Percent of the records with a French / English name of their own. */
  fr: number;
  en: number;
  sources: string[];
  /** False when the collection's records carry no name (fr/en are then 0). */
  named?: boolean;
}

/** Records of a collection still missing a field after the import, and why (printed by `data:report`). */
export interface CoverageGap {
  collection: string;
  /** What is missing ("type", "level", "type name", "category"). */
  missing: string;
  count: number;
  why: string;
  /** A few of the records, as `id name`. */
  examples?: string[];
  /** True for references to records the bundle lacks, left out of a list field (`missing` is the field). */
  referencesLeftOut?: boolean;
}

/** Records where a newer source's value replaced an older source's different one (`data:report`). */
export interface FieldChange {
  collection: string;
  field: string;
  /** What differs: a figure of the field (`lifePoints`, `resistances`…), `items` for drop lists, `count`. */
  aspect: string;
  records: number;
  /** The source whose value stands, and the older one it replaced. */
  newer: string;
  older: string;
}

/** Monsters by where their drop list comes from (`data:report`). */
export interface DropListCoverage {
  /** Game version of the drop list (`3.6.8.8`, `2.5x (2019)`) → monsters (with a list, even empty). */
  byGameVersion: Record<string, number>;
  /** Monsters whose list holds nothing but drops every monster has (an event drop). */
  onlyEveryMonsterDrops: number;
  /** Monsters no source gives a drop list for. */
  none: number;
}

export interface BundleManifest {
  /** Bundle format version; bump when the shape changes so `npm start` rebuilds. */
  formatVersion: number;
  /** Newest game version among the sources used. */
  gameVersion: string;
  generatedAt: string;
  /** `demo` or `gamedata`. */
  origin: 'demo' | 'gamedata' | 'empty';
  /** Hash of the inputs (source files + importer code) the bundle was built from. */
  inputHash: string;
  sources: { name: string; gameVersion: string; commit?: string; collections: string[] }[];
  collections: Record<string, CollectionCoverage>;
  gaps?: CoverageGap[];
  changes?: FieldChange[];
  dropLists?: DropListCoverage;
}
