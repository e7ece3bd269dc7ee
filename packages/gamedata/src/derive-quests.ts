/**
 * Quest records the dumps hold wrongly for a reader: an empty copy of a quest (no step, same name as
 * a quest with steps: "Bien débuter" 2502 beside 489), and the "dungeon quest" flag that about two
 * dozen of the 366 Almanax offering quests carry although every offering is made at the Almanax
 * temple (the flag is noise there: the other offerings, the same kind of quest, do not carry it).
 */
import type { Rec } from './util/io.ts';
import { isObj, num } from './util/io.ts';

type Cols = Map<string, Map<number, Rec>>;

const frName = (r: Rec) => (isObj(r.name) && typeof r.name.fr === 'string' ? r.name.fr.trim().toLocaleLowerCase('fr') : undefined);
const stepCount = (r: Rec) => (Array.isArray(r.steps) ? r.steps.length : 0);

/** Removes empty duplicates and the offerings' dungeon flag; returns how many of each. */
export function cleanQuests(cols: Cols): { emptyDuplicates: number; offeringFlags: number } {
  const quests = cols.get('quests');
  if (!quests) return { emptyDuplicates: 0, offeringFlags: 0 };
  const withSteps = new Set<string>();
  for (const quest of quests.values()) {
    const name = frName(quest);
    if (name && stepCount(quest) > 0) withSteps.add(name);
  }
  let emptyDuplicates = 0;
  for (const [id, quest] of quests) {
    const name = frName(quest);
    if (name && stepCount(quest) === 0 && withSteps.has(name)) {
      quests.delete(id);
      emptyDuplicates++;
    }
  }
  let offeringFlags = 0;
  for (const day of cols.get('almanax')?.values() ?? []) {
    const quest = quests.get(num(day.questId) ?? -1);
    if (quest?.isDungeonQuest) {
      delete quest.isDungeonQuest;
      offeringFlags++;
    }
  }
  return { emptyDuplicates, offeringFlags };
}
