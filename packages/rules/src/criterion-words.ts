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
    breed: 'Classe {{sign}} {{value}}',
    sexFemale: 'Sexe {{sign}} féminin',
    sexMale: 'Sexe {{sign}} masculin',
    setBonuses: 'Bonus de panoplie {{sign}} {{value}}',
    questFinished: 'Quête « {{name}} » terminée',
    questNotFinished: 'Quête « {{name}} » non terminée',
    questActive: 'Quête « {{name}} » en cours',
    questNotActive: 'Quête « {{name}} » pas en cours',
    itemOwned: 'Possède {{name}}',
    itemNotOwned: 'Ne possède pas {{name}}',
    alignment: 'Alignement {{sign}} {{name}}',
    alignmentLevel: "Niveau d'alignement {{sign}} {{value}}",
    kamas: 'Kamas {{sign}} {{value}}',
    unknown: 'Condition {{code}}',
  },
  en: {
    and: 'and',
    or: 'or',
    base: 'Base {{name}} {{sign}} {{value}}',
    level: 'Level {{sign}} {{value}}',
    breed: 'Class {{sign}} {{value}}',
    sexFemale: 'Sex {{sign}} female',
    sexMale: 'Sex {{sign}} male',
    setBonuses: 'Set bonuses {{sign}} {{value}}',
    questFinished: 'Quest “{{name}}” finished',
    questNotFinished: 'Quest “{{name}}” not finished',
    questActive: 'Quest “{{name}}” in progress',
    questNotActive: 'Quest “{{name}}” not in progress',
    itemOwned: 'Has {{name}}',
    itemNotOwned: 'Does not have {{name}}',
    alignment: 'Alignment {{sign}} {{name}}',
    alignmentLevel: 'Alignment level {{sign}} {{value}}',
    kamas: 'Kamas {{sign}} {{value}}',
    unknown: 'Condition {{code}}',
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
