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
}
