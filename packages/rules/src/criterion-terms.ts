/**
 * One condition term in words (`PL>50` → "Level > 50"), and the bounds that read better together
 * (`PL>0&PL<83` → "Level 1 to 82", `SG=08&Sd>18&Sd<27` → "From 19 to 26 August"). Codes and their
 * meaning follow the game client's ItemCriterionFactory; a code without words reads "another game
 * condition", never as the raw code.
 */
import type { CriterionDescription, CriterionOperator } from './conditions';
import { CHARACTERISTIC } from './characteristic-ids';

export type Translate = (key: string, values?: Record<string, unknown>) => string;
export type Term = Extract<CriterionDescription, { kind: 'term' }>;

export interface CriterionNames {
  /** Characteristic names by id in the page language. */
  characteristics: ReadonlyMap<number, string>;
  /** Class names by breed id. */
  breeds: ReadonlyMap<number, string>;
  /** Quest names by id (quest conditions: `Qf`, `QF`, `Qa`). */
  quests?: ReadonlyMap<number, string>;
  /** Item names by id (`PO`: has the item). */
  items?: ReadonlyMap<number, string>;
  /** Alignment side names by id (`Ps`). */
  alignments?: ReadonlyMap<number, string>;
  /** Job names by id (`PJ` / `Pj`). */
  jobs?: ReadonlyMap<number, string>;
  /** Sub-area names by id (`PB`). */
  subAreas?: ReadonlyMap<number, string>;
  /** Spell-state names by id (`HS`). */
  states?: ReadonlyMap<number, string>;
  /** Achievement names by id (`OA`, `Ob`). */
  achievements?: ReadonlyMap<number, string>;
}

export const OPERATOR_SIGNS: Record<CriterionOperator, string> = {
  '<': '<',
  '>': '>',
  '=': '=',
  '!': '≠',
  '~': '≈',
  E: '=',
  X: '≠',
};

/** Server game types the client names (GameServerTypeEnum: 0 classic, 1 heroic, 4 epic, 5 Temporis). */
const SERVER_TYPES = new Set([0, 1, 4, 5]);

const numbers = (value: string) => value.split(',').map((part) => Number(part.trim()));

function itemText(term: Term, t: Translate, name: string): string {
  const [, count] = numbers(term.value);
  switch (term.operator) {
    case '!':
      return t('criteria.itemNotOwned', { name });
    case 'E':
      return t('criteria.itemEquipped', { name });
    case 'X':
      return t('criteria.itemNotEquipped', { name });
    case '<':
      return count === undefined || count <= 1
        ? t('criteria.itemNotOwned', { name })
        : t('criteria.itemFewer', { count, name });
    case '>':
      return count === undefined || count === 0
        ? t('criteria.itemOwned', { name })
        : t('criteria.itemMore', { count, name });
    default:
      return t('criteria.itemOwned', { name });
  }
}

function jobText(term: Term, t: Translate, name: string): string {
  const [, level] = numbers(term.value);
  if (term.operator === '!') return t('criteria.other');
  if (level === undefined || !Number.isFinite(level) || (term.operator === '>' && level === 0))
    return t('criteria.jobKnown', { name });
  return t('criteria.jobLevel', { name, sign: OPERATOR_SIGNS[term.operator], level });
}

/** Terms the rules engine does not evaluate but a reader can: quests, items, jobs, places, dates… */
function otherTermText(term: Term, t: Translate, names: CriterionNames, questSibling: boolean): string {
  const [id] = numbers(term.value);
  const negated = term.operator === '!';
  const sign = OPERATOR_SIGNS[term.operator];
  const quest = names.quests?.get(id);
  switch (term.code) {
    case 'Qf':
    case 'QF':
      if (quest) return t(negated ? 'criteria.questNotFinished' : 'criteria.questFinished', { name: quest });
      break;
    case 'Qa':
      if (quest) return t(negated ? 'criteria.questNotActive' : 'criteria.questActive', { name: quest });
      break;
    case 'Qc':
      if (quest && !negated) return t('criteria.questStartable', { name: quest });
      break;
    case 'Qo':
      if (!negated) return t(questSibling ? 'criteria.questStep' : 'criteria.questStepAlone');
      break;
    case 'PO': {
      const item = names.items?.get(id);
      if (item) return itemText(term, t, item);
      if (term.operator === '!' || (term.operator === '<' && (numbers(term.value)[1] ?? 1) <= 1)) return t('criteria.itemNotOwnedUnnamed');
      if (term.operator === '=' || term.operator === '>') return t('criteria.itemOwnedUnnamed');
      break;
    }
    case 'OA':
    case 'Ob': {
      if (term.operator !== '=' && !negated) break;
      const achievement = names.achievements?.get(id);
      if (!achievement) return t(negated ? 'criteria.achievementNotDoneUnnamed' : 'criteria.achievementDoneUnnamed');
      const key = term.code === 'Ob' ? 'criteria.achievementAccount' : 'criteria.achievement';
      return t(`${key}${negated ? 'NotDone' : 'Done'}`, { name: achievement });
    }
    case 'Oa':
      if (Number.isFinite(id)) return t('criteria.achievementPoints', { sign, value: id });
      break;
    case 'Pm':
      if (term.operator === '=' || negated) return t(negated ? 'criteria.notOnMap' : 'criteria.onMap');
      break;
    case 'EB':
      if (Number.isFinite(id)) return t('criteria.mountsBorn', { sign, value: id });
      break;
    case 'BI':
      return t('criteria.unusableItem');
    case 'GM':
      if (term.operator === '=' || negated) return t((id === 1) !== negated ? 'criteria.guildLeader' : 'criteria.notGuildLeader');
      break;
    case 'Pr':
      if (term.operator === '=') return t('criteria.alignmentSpecialization');
      break;
    case 'Ad':
      // The Almanax day counter of the offering quests (each day's quest has its own value).
      if (term.operator === '=') return t('criteria.almanaxDay');
      break;
    case 'SL':
      if (Number.isFinite(id)) return t('criteria.subAreaLevel', { sign, value: id });
      break;
    case 'Ps': {
      const side = names.alignments?.get(id);
      if (side) return t('criteria.alignment', { sign, name: side });
      break;
    }
    case 'PK':
      if (Number.isFinite(id)) return t('criteria.kamas', { sign, value: id });
      break;
    case 'Pa':
      if (Number.isFinite(id)) return t('criteria.alignmentLevel', { sign, value: id });
      break;
    case 'PJ':
    case 'Pj': {
      const job = names.jobs?.get(id);
      if (job) return jobText(term, t, job);
      break;
    }
    case 'HS': {
      const state = names.states?.get(id);
      if (term.operator !== '=' && !negated) break;
      if (state) return t(negated ? 'criteria.stateOff' : 'criteria.stateOn', { name: state });
      return t(negated ? 'criteria.stateOffUnnamed' : 'criteria.stateOnUnnamed');
    }
    case 'PB': {
      const place = names.subAreas?.get(id);
      if (term.operator !== '=' && !negated) break;
      if (place) return t(negated ? 'criteria.subAreaNot' : 'criteria.subArea', { name: place });
      return t(negated ? 'criteria.subAreaNotUnnamed' : 'criteria.subAreaUnnamed');
    }
    case 'PZ':
      if (term.operator === '=' || negated) return t((id === 1) !== negated ? 'criteria.subscribed' : 'criteria.notSubscribed');
      break;
    case 'SC':
      if (SERVER_TYPES.has(id) && (term.operator === '=' || negated))
        return t(negated ? 'criteria.serverTypeNot' : 'criteria.serverType', { name: t(`criteria.serverType_${id}`) });
      break;
    case 'ST':
      if (Number.isFinite(id)) return t('criteria.season', { sign, value: id });
      break;
    case 'SG':
      if (id >= 1 && id <= 12 && (term.operator === '=' || negated))
        return t(negated ? 'criteria.notInMonth' : 'criteria.inMonth', { month: t(`criteria.month_${id}`) });
      break;
    case 'Sd':
      if (Number.isFinite(id)) return t('criteria.dayOfMonth', { sign, value: id });
      break;
  }
  return t('criteria.other');
}

export function termText(term: Term, t: Translate, names: CriterionNames, questSibling = false): string {
  const sign = OPERATOR_SIGNS[term.operator];
  const subject = term.subject;
  const characteristic = (id: number) => names.characteristics.get(id);
  switch (subject?.kind) {
    case 'total':
    case 'ap':
    case 'mp': {
      const id =
        subject.kind === 'total' ? subject.characteristic : subject.kind === 'ap' ? CHARACTERISTIC.ap : CHARACTERISTIC.mp;
      const name = characteristic(id);
      return name ? `${name} ${sign} ${term.value}` : t('criteria.other');
    }
    case 'base': {
      const name = characteristic(CHARACTERISTIC[subject.stat]);
      return name ? t('criteria.base', { name, sign, value: term.value }) : t('criteria.other');
    }
    case 'level':
      return t('criteria.level', { sign, value: term.value });
    case 'breed':
      return t('criteria.breed', { sign, value: names.breeds.get(Number(term.value)) ?? term.value });
    case 'sex':
      return t(term.value === '1' ? 'criteria.sexFemale' : 'criteria.sexMale', { sign });
    case 'set-bonuses':
      return t('criteria.setBonuses', { sign, value: term.value });
    default:
      return otherTermText(term, t, names, questSibling);
  }
}

/** Staff-only or silent terms: the client shows no text for static criteria (`Sc`); account rights (`PX`) concern game staff. */
export const isSilentTerm = (term: Term) => term.code === 'Sc' || term.code === 'PX';

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Lower and upper bounds of a code's `>` / `<` terms, as inclusive values. */
function bounds(terms: readonly Term[]): { min?: number; max?: number; exact?: number } {
  const out: { min?: number; max?: number; exact?: number } = {};
  for (const term of terms) {
    const value = Number(term.value);
    if (term.operator === '>') out.min = Math.max(out.min ?? -Infinity, value + 1);
    if (term.operator === '<') out.max = Math.min(out.max ?? Infinity, value - 1);
    if (term.operator === '=') out.exact = value;
  }
  return out;
}

/** "Level 1 to 82" for a `PL>` and a `PL<` of the same group; undefined when the terms do not form a range. */
export function levelRangeText(terms: readonly Term[], t: Translate): string | undefined {
  const { min, max } = bounds(terms);
  if (min === undefined || max === undefined || terms.length !== 2 || min > max) return undefined;
  return t('criteria.levelBetween', { min: Math.max(1, min), max });
}

/** A month (`SG`) with day bounds (`Sd`) of the same group in words; undefined when they do not read as a date. */
export function dateText(month: Term | undefined, days: readonly Term[], t: Translate): string | undefined {
  const m = month ? Number(month.value) : NaN;
  if (!month || month.operator !== '=' || !(m >= 1 && m <= 12) || days.length === 0) return undefined;
  const { min, max, exact } = bounds(days);
  const day = (d: number) => (d === 1 ? t('criteria.firstDay') : String(d));
  const monthName = t(`criteria.month_${m}`);
  if (exact !== undefined && days.length === 1) return t('criteria.dateDay', { day: day(exact), month: monthName });
  if (exact !== undefined || days.some((d) => d.operator !== '>' && d.operator !== '<')) return undefined;
  const from = Math.max(1, min ?? 1);
  const to = Math.min(DAYS_IN_MONTH[m - 1], max ?? DAYS_IN_MONTH[m - 1]);
  if (from > to) return undefined;
  return t('criteria.dateBetween', { from: day(from), to: day(to), month: monthName });
}
