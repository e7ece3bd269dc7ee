/**
 * DofusDB document shapes of the activities: quests (`stepIds`, the almanax offering as the first
 * objective's `need.generated`, resolved rewards), achievements (objectives with `name` and
 * DofusDB's `readableCriterion`, resolved rewards) and the almanax calendar document that
 * `GET /almanax?date=MM/DD/YYYY` answers. Every field is derived from the bundle; a field no source
 * gives is left out (the OpenAPI document lists them).
 */
import { criterionNamesFrom, criterionText, type CriterionLanguage, type CriterionNames } from '@grimoire/rules';
import { readableCriterion } from './readable-criterion';
import { byId, ids, minimal, type Rec } from './wire-util';

type Collections = ReadonlyMap<string, readonly Rec[]>;

const list = (value: unknown): Rec[] => (Array.isArray(value) ? (value as Rec[]) : []);

export interface RewardRefs {
  items: Map<number, Rec>;
  titles: Map<number, Rec>;
  ornaments: Map<number, Rec>;
}

/** A reward entry with its `[itemId, quantity]` tuples, titles and ornaments resolved. */
export function resolveReward(reward: Rec, { items, titles, ornaments }: RewardRefs): Rec {
  const tuples = list(reward.itemsReward) as unknown[];
  const resolved = tuples.flatMap((tuple) => {
    if (!Array.isArray(tuple) || typeof tuple[0] !== 'number') return [];
    const item = items.get(tuple[0]);
    return item ? [{ ...minimal(item), iconId: item.iconId, img: item.img, quantity: typeof tuple[1] === 'number' ? tuple[1] : 1 }] : [];
  });
  const named = (value: unknown, index: Map<number, Rec>) =>
    ids(value).flatMap((id) => {
      const doc = index.get(id);
      return doc ? [minimal(doc)] : [];
    });
  return {
    ...reward,
    // DofusDB's achievement rewards list the quantities apart from the ids: given for both kinds.
    itemsQuantityReward: tuples.map((tuple) => (Array.isArray(tuple) && typeof tuple[1] === 'number' ? tuple[1] : 1)),
    items: resolved,
    titles: named(reward.titlesReward, titles),
    ornaments: named(reward.ornamentsReward, ornaments),
  };
}

/** The almanax day of each offering quest. */
function offeringsByQuest(c: Collections): Map<number, Rec> {
  const out = new Map<number, Rec>();
  for (const day of c.get('almanax') ?? []) if (typeof day.questId === 'number') out.set(day.questId, day);
  return out;
}

/**
 * A quest as DofusDB serves it. An almanax offering quest's first objective carries the offering
 * (`need.generated.items` / `quantities`), where almanax clients read it; the other objectives are
 * ids only (no source holds the game's quest objectives).
 */
export function questShape(refs: () => RewardRefs, c: Collections): (q: Rec) => Rec {
  let offerings: Map<number, Rec> | undefined;
  return (q) => {
    offerings ??= offeringsByQuest(c);
    const day = offerings.get(q.id as number);
    const steps = list(q.steps);
    return {
      ...q,
      stepIds: steps.map((s) => s.id),
      steps: steps.map((s, i) => ({
        ...s,
        objectives: list(s.objectives).map((o, j) =>
          day && i === 0 && j === 0 && typeof day.itemId === 'number'
            ? { ...o, need: { generated: { items: [day.itemId], quantities: [day.quantity ?? 1] } } }
            : o,
        ),
        rewards: list(s.rewards).map((r) => resolveReward(r, refs())),
      })),
    };
  };
}

/** Achievement objectives with `name` (the condition in words) and DofusDB's `readableCriterion` (French). */
export function achievementShape(refs: () => RewardRefs, c: Collections): (a: Rec) => Rec {
  let words: { lines: (criterion: string, lang: CriterionLanguage) => { text: string; name: string }; names: CriterionNames } | undefined;
  let index: Map<string, Map<number, Rec>> | undefined;
  const record = (collection: string, id: number) => {
    index ??= new Map();
    let table = index.get(collection);
    if (!table) index.set(collection, (table = byId(c.get(collection))));
    return table.get(id);
  };
  return (a) => {
    if (!words) {
      const names = { fr: criterionNamesFrom(c, 'fr'), en: criterionNamesFrom(c, 'en') };
      const unknown = { fr: criterionText('Zz=0', 'fr')[0], en: criterionText('Zz=0', 'en')[0] };
      // `text`: every condition in words; `name`: only those this site can put in words.
      words = {
        lines: (criterion, lang) => {
          const all = criterionText(criterion, lang, names[lang]);
          const and = lang === 'fr' ? ' et ' : ' and ';
          return { text: all.join(and), name: all.filter((line) => line !== unknown[lang]).join(and) };
        },
        names: names.fr,
      };
    }
    const w = words;
    return {
      ...a,
      objectives: list(a.objectives).map((o) => {
        if (typeof o.criterion !== 'string') return o;
        const [fr, en] = [w.lines(o.criterion, 'fr'), w.lines(o.criterion, 'en')];
        const text = { fr: fr.text, en: en.text };
        const readable = readableCriterion(o.criterion, { lang: 'fr', names: w.names, record });
        const name = o.name ?? (fr.name ? { fr: fr.name, en: en.name } : undefined);
        return { ...o, text, ...(name ? { name } : {}), ...(readable ? { readableCriterion: readable } : {}) };
      }),
      rewards: list(a.rewards).map((r) => resolveReward(r, refs())),
    };
  };
}

/**
 * The almanax calendar document of one day, as DofusDB answers `GET /almanax?date=MM/DD/YYYY`: the
 * game's calendar entry (`id`, `npcId`, `bonusIds`, the quests starting on it), the offering as
 * `itemIds` / `quantities` / full `items`, the bonus as `name` / `desc`, the Meryde as `npc`, and
 * this site's own day fields beside them. `date` is the asked day (`YYYY-MM-DD`).
 */
export function almanaxCalendar(day: Rec, isoDate: string, items: Map<number, Rec>, questsByCalendar: Map<number, number[]>): Rec {
  const calendarId = typeof day.calendarId === 'number' ? day.calendarId : undefined;
  const item = typeof day.itemId === 'number' ? items.get(day.itemId) : undefined;
  const bonus = (day.bonus ?? {}) as Rec;
  const { _id: _ownId, id: dayId, ...own } = day;
  return {
    _id: String(calendarId ?? dayId),
    id: calendarId ?? dayId,
    m_id: calendarId ?? dayId,
    className: 'AlmanaxCalendars',
    ...(typeof day.npcId === 'number' ? { npcId: day.npcId } : {}),
    ...(typeof day.npcId === 'number' && day.merydes ? { npc: { _id: String(day.npcId), id: day.npcId, name: day.merydes } } : {}),
    ...(Array.isArray(day.bonusIds) ? { bonusIds: day.bonusIds } : {}),
    dates: [isoDate],
    itemIds: typeof day.itemId === 'number' ? [day.itemId] : [],
    quantities: typeof day.itemId === 'number' ? [day.quantity ?? 1] : [],
    items: item ? [item] : [],
    questIds: calendarId !== undefined ? (questsByCalendar.get(calendarId) ?? []) : typeof day.questId === 'number' ? [day.questId] : [],
    ...(bonus.name ? { name: bonus.name } : {}),
    ...(bonus.description ? { desc: bonus.description } : {}),
    ...own,
    dayId,
  };
}
