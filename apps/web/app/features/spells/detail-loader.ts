import type { EffectDef, Spell } from '@grimoire/gamedata/types';
import type { ApiClient } from '../../api/types';
import type { Language } from '../../i18n/languages';
import { getOr404, numericId } from '../../lib/route-helpers';
import { effectIdsOf } from './effect-text';
import { linkableRecords } from '../../ui/linkable-records';
import { localized } from '../../ui/LocalizedName';

export type EffectTemplate = Pick<EffectDef, 'id' | 'description'>;
export type LinkedName = { id: number; name: Spell['name']; missingTranslations?: Spell['missingTranslations'] };

/** A spell with its levels, the effect templates they use, its class and its variant. */
export async function loadSpellDetail(api: ApiClient, lang: Language, idParam: string | undefined) {
  const id = numericId(idParam);
  const spell = await getOr404(() => api.get('spells', id));
  const levelQuery = spell.spellLevels?.length ? { id: { $in: spell.spellLevels } } : { spellId: id };
  const [levels, breed, variant] = await Promise.all([
    api.findAll('spell-levels', { ...levelQuery, $sort: { grade: 1 } }),
    spell.breedId === undefined
      ? Promise.resolve(undefined)
      : api.get('breeds', spell.breedId).catch(() => undefined),
    spell.variantId === undefined
      ? Promise.resolve(undefined)
      : api.get('spells', spell.variantId).catch(() => undefined),
  ]);
  const effectIds = effectIdsOf(levels);
  const [templates, linkable] = await Promise.all([
    effectIds.length
      ? api.findAll('effects', { id: { $in: effectIds }, $select: ['id', 'description'] })
      : Promise.resolve([]),
    linkableRecords(api, [localized(spell.description, lang)]),
  ]);
  const named = (doc: { id: number; name: Spell['name']; missingTranslations?: Spell['missingTranslations'] } | undefined): LinkedName | undefined =>
    doc && { id: doc.id, name: doc.name, missingTranslations: doc.missingTranslations };
  return {
    lang,
    spell,
    levels,
    templates,
    linkable,
    breed: breed && { id: breed.id, name: breed.shortName ?? breed.name, missingTranslations: breed.missingTranslations },
    variant: named(variant),
  };
}
export type SpellDetailData = Awaited<ReturnType<typeof loadSpellDetail>>;
