/** Game element ids (the `elements` collection): 0 neutral, 1 earth, 2 fire, 3 water, 4 air. */
const ELEMENT_KEYS = ['neutral', 'earth', 'fire', 'water', 'air'] as const;
export type ElementKey = (typeof ELEMENT_KEYS)[number];

/** The i18n key suffix of an element id, or undefined for none/unknown (-1, 5...). */
export function elementKey(elementId: number | undefined): ElementKey | undefined {
  if (elementId === undefined || !Number.isInteger(elementId)) return undefined;
  return ELEMENT_KEYS[elementId];
}
