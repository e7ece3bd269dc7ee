/**
 * The condition words in French and English, for callers without i18next (the API's
 * `criterion/{criterion}` service and the DofusDB achievement objectives). The web app says the
 * same words through its `criteria.*` strings; a test keeps both in step.
 */
import { describeCriterion, parseCriterion } from './conditions';
import { criterionLines, type CriterionNames } from './criterion-text';

export const CRITERION_WORDS = {
  fr: {
    and: 'et',
    or: 'ou',
    base: '{{name}} de base {{sign}} {{value}}',
    level: 'Niveau {{sign}} {{value}}',
    levelBetween: 'Niveau {{min}} à {{max}}',
    breed: 'Classe {{sign}} {{value}}',
    sexFemale: 'Sexe {{sign}} féminin',
    sexMale: 'Sexe {{sign}} masculin',
    setBonuses: 'Bonus de panoplie {{sign}} {{value}}',
    questFinished: 'Quête « {{name}} » terminée',
    questNotFinished: 'Quête « {{name}} » non terminée',
    questActive: 'Quête « {{name}} » en cours',
    questNotActive: 'Quête « {{name}} » pas en cours',
    questStep: 'À une étape précise de cette quête',
    questStepAlone: "À une étape précise d'une quête",
    itemOwned: 'Possède {{name}}',
    itemNotOwned: 'Ne possède pas {{name}}',
    itemFewer: 'Possède moins de {{count}} × {{name}}',
    itemMore: 'Possède plus de {{count}} × {{name}}',
    itemEquipped: 'Équipé de {{name}}',
    itemNotEquipped: 'Pas équipé de {{name}}',
    alignment: 'Alignement {{sign}} {{name}}',
    alignmentLevel: "Niveau d'alignement {{sign}} {{value}}",
    kamas: 'Kamas {{sign}} {{value}}',
    jobKnown: 'Métier {{name}} appris',
    jobLevel: '{{name}} niveau {{sign}} {{level}}',
    stateOn: "Sous l'état « {{name}} »",
    stateOff: "Hors de l'état « {{name}} »",
    stateOnUnnamed: 'Sous un état particulier',
    stateOffUnnamed: "Hors d'un état particulier",
    subArea: 'Dans la zone « {{name}} »',
    subAreaNot: 'Hors de la zone « {{name}} »',
    subAreaUnnamed: 'Dans une zone précise',
    subAreaNotUnnamed: "Hors d'une zone précise",
    subscribed: 'Abonné',
    notSubscribed: 'Non abonné',
    serverType: 'Sur un serveur {{name}}',
    serverTypeNot: 'Hors serveur {{name}}',
    serverType_0: 'classique',
    serverType_1: 'héroïque',
    serverType_4: 'épique',
    serverType_5: 'Temporis',
    season: 'Saison de serveur {{sign}} {{value}}',
    exceptTemporisSeason: 'Sauf sur Temporis, saison {{season}}',
    inMonth: 'En {{month}}',
    notInMonth: 'Sauf en {{month}}',
    dateBetween: 'Du {{from}} au {{to}} {{month}}',
    dateDay: 'Le {{day}} {{month}}',
    dayOfMonth: 'Jour du mois {{sign}} {{value}}',
    firstDay: '1er',
    month_1: 'janvier',
    month_2: 'février',
    month_3: 'mars',
    month_4: 'avril',
    month_5: 'mai',
    month_6: 'juin',
    month_7: 'juillet',
    month_8: 'août',
    month_9: 'septembre',
    month_10: 'octobre',
    month_11: 'novembre',
    month_12: 'décembre',
    achievementDone: 'Succès « {{name}} » débloqué',
    achievementNotDone: 'Succès « {{name}} » non débloqué',
    achievementDoneUnnamed: 'Un succès précis débloqué',
    achievementNotDoneUnnamed: 'Un succès précis non débloqué',
    achievementAccountDone: 'Succès « {{name}} » débloqué sur le compte',
    achievementAccountNotDone: 'Succès « {{name}} » non débloqué sur le compte',
    achievementPoints: 'Points de succès {{sign}} {{value}}',
    questStartable: 'Quête « {{name}} » disponible',
    onMap: 'Sur une carte précise',
    notOnMap: "Hors d'une carte précise",
    itemOwnedUnnamed: 'Possède un objet précis',
    itemNotOwnedUnnamed: 'Ne possède pas un objet précis',
    mountsBorn: 'Montures nées {{sign}} {{value}}',
    unusableItem: 'Objet inutilisable',
    guildLeader: 'Meneur de guilde',
    notGuildLeader: 'Pas meneur de guilde',
    alignmentSpecialization: "Une spécialisation d'alignement précise",
    subAreaLevel: 'Niveau de la zone {{sign}} {{value}}',
    almanaxDay: "Le jour de l'almanax de cette offrande",
    other: "Une condition du jeu que ce site ne sait pas décrire",
  },
  en: {
    and: 'and',
    or: 'or',
    base: 'Base {{name}} {{sign}} {{value}}',
    level: 'Level {{sign}} {{value}}',
    levelBetween: 'Level {{min}} to {{max}}',
    breed: 'Class {{sign}} {{value}}',
    sexFemale: 'Sex {{sign}} female',
    sexMale: 'Sex {{sign}} male',
    setBonuses: 'Set bonuses {{sign}} {{value}}',
    questFinished: 'Quest “{{name}}” finished',
    questNotFinished: 'Quest “{{name}}” not finished',
    questActive: 'Quest “{{name}}” in progress',
    questNotActive: 'Quest “{{name}}” not in progress',
    questStep: 'At a given step of that quest',
    questStepAlone: 'At a given step of a quest',
    itemOwned: 'Has {{name}}',
    itemNotOwned: 'Does not have {{name}}',
    itemFewer: 'Has fewer than {{count}} × {{name}}',
    itemMore: 'Has more than {{count}} × {{name}}',
    itemEquipped: 'Has {{name}} equipped',
    itemNotEquipped: 'Does not have {{name}} equipped',
    alignment: 'Alignment {{sign}} {{name}}',
    alignmentLevel: 'Alignment level {{sign}} {{value}}',
    kamas: 'Kamas {{sign}} {{value}}',
    jobKnown: 'Knows the {{name}} job',
    jobLevel: '{{name}} level {{sign}} {{level}}',
    stateOn: 'Under the “{{name}}” state',
    stateOff: 'Not under the “{{name}}” state',
    stateOnUnnamed: 'Under a particular state',
    stateOffUnnamed: 'Not under a particular state',
    subArea: 'In “{{name}}”',
    subAreaNot: 'Outside “{{name}}”',
    subAreaUnnamed: 'In a particular area',
    subAreaNotUnnamed: 'Outside a particular area',
    subscribed: 'Subscribed',
    notSubscribed: 'Not subscribed',
    serverType: 'On a {{name}} server',
    serverTypeNot: 'Not on a {{name}} server',
    serverType_0: 'classic',
    serverType_1: 'heroic',
    serverType_4: 'epic',
    serverType_5: 'Temporis',
    season: 'Server season {{sign}} {{value}}',
    exceptTemporisSeason: 'Except on Temporis, season {{season}}',
    inMonth: 'In {{month}}',
    notInMonth: 'Except in {{month}}',
    dateBetween: 'From {{from}} to {{to}} {{month}}',
    dateDay: 'On {{day}} {{month}}',
    dayOfMonth: 'Day of the month {{sign}} {{value}}',
    firstDay: '1',
    month_1: 'January',
    month_2: 'February',
    month_3: 'March',
    month_4: 'April',
    month_5: 'May',
    month_6: 'June',
    month_7: 'July',
    month_8: 'August',
    month_9: 'September',
    month_10: 'October',
    month_11: 'November',
    month_12: 'December',
    achievementDone: 'Achievement “{{name}}” unlocked',
    achievementNotDone: 'Achievement “{{name}}” not unlocked',
    achievementDoneUnnamed: 'A specific achievement unlocked',
    achievementNotDoneUnnamed: 'A specific achievement not unlocked',
    achievementAccountDone: 'Achievement “{{name}}” unlocked on the account',
    achievementAccountNotDone: 'Achievement “{{name}}” not unlocked on the account',
    achievementPoints: 'Achievement points {{sign}} {{value}}',
    questStartable: 'Quest “{{name}}” can be started',
    onMap: 'On a specific map',
    notOnMap: 'Off a specific map',
    itemOwnedUnnamed: 'Has a specific item',
    itemNotOwnedUnnamed: 'Does not have a specific item',
    mountsBorn: 'Mounts born {{sign}} {{value}}',
    unusableItem: 'Unusable item',
    guildLeader: 'Guild leader',
    notGuildLeader: 'Not guild leader',
    alignmentSpecialization: 'A specific alignment specialisation',
    subAreaLevel: 'Area level {{sign}} {{value}}',
    almanaxDay: "On this offering's Almanax day",
    other: 'A game condition this site cannot describe',
  },
} as const;

export type CriterionLanguage = keyof typeof CRITERION_WORDS;

/** A `t(key, values)` over the tables above, for `criteria.*` keys. */
export function criterionTranslator(lang: CriterionLanguage) {
  const table: Readonly<Record<string, string>> = CRITERION_WORDS[lang];
  return (key: string, values: Record<string, unknown> = {}): string => {
    const template = table[key.replace(/^criteria\./, '')] ?? key;
    return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}

const NO_NAMES: CriterionNames = { characteristics: new Map(), breeds: new Map() };

/** The readable lines of a game criterion string (`PL>189&Qf=3`), as the item and quest pages show them. */
export function criterionText(criterion: string, lang: CriterionLanguage, names: CriterionNames = NO_NAMES): string[] {
  return criterionLines(describeCriterion(parseCriterion(criterion)), criterionTranslator(lang), names);
}

/** `criterion → one sentence` (lines joined with "et"/"and"). */
export function criterionWords(lang: CriterionLanguage, names: CriterionNames = NO_NAMES): (criterion: string) => string {
  const and = ` ${CRITERION_WORDS[lang].and} `;
  return (criterion) => criterionText(criterion, lang, names).join(and);
}

/** The names a condition can mention, in `lang`, from the bundle. */
export function criterionNamesFrom(collections: ReadonlyMap<string, readonly Readonly<Record<string, unknown>>[]>, lang: CriterionLanguage): CriterionNames {
  const map = (collection: string, field = 'name') => {
    const out = new Map<number, string>();
    for (const doc of collections.get(collection) ?? []) {
      const name = doc[field] as Record<string, string> | undefined;
      const text = name?.[lang] ?? name?.fr;
      if (typeof doc.id === 'number' && typeof text === 'string') out.set(doc.id, text);
    }
    return out;
  };
  return {
    characteristics: map('characteristics'),
    breeds: map('breeds', 'shortName'),
    quests: map('quests'),
    items: map('items'),
    alignments: map('alignment-sides'),
    jobs: map('jobs'),
    subAreas: map('subareas'),
    states: map('spell-states'),
    achievements: map('achievements'),
  };
}
