import '@mantine/core/styles/List.layer.css';
import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { describeCriterion, parseCriterion } from '@grimoire/rules';
import type { StuffProblem } from '@grimoire/rules';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../i18n/use-translation';
import type { Language } from '../../i18n/languages';
import { localized } from '../../ui/LocalizedName';
import { criterionLines } from '../criteria';
import type { StuffComputation } from './computation';

/** One localized sentence per problem; unmet conditions are spelled out readably. */
export function problemText(problem: StuffProblem, computation: StuffComputation, lang: Language, t: TFunction): string {
  const itemId = Number(problem.params.itemId);
  const item = computation.items.get(itemId);
  const name = item ? localized(item.name, lang) : `#${itemId}`;
  switch (problem.key) {
    case 'item-unknown':
      return t('stuff.problems.itemUnknown', { id: itemId });
    case 'item-level-too-high':
      return t('stuff.problems.levelTooHigh', { name, itemLevel: problem.params.itemLevel, level: problem.params.level });
    case 'item-condition-unmet': {
      const names = {
        characteristics: new Map(
          Object.keys(computation.stats.totals).map((id) => [Number(id), computation.characteristicName(Number(id))]),
        ),
        breeds: new Map(Array.from({ length: 30 }, (_, i) => [i + 1, computation.breedName(i + 1)] as const)),
      };
      const lines = criterionLines(describeCriterion(parseCriterion(item?.criterions)), t, names);
      return t('stuff.problems.conditionUnmet', { name, conditions: lines.join(t('stuff.problems.andSeparator')) });
    }
    case 'item-condition-unknown':
      return t('stuff.problems.conditionUnknown', { name, code: problem.params.code });
    case 'too-many-exos':
      return t('stuff.problems.tooManyExos', {
        count: Number(problem.params.count),
        stat: computation.characteristicName(Number(problem.params.characteristic)),
      });
    case 'two-handed-with-shield':
      return t('stuff.problems.twoHandedWithShield', { name });
    case 'capital-overspent':
      return t('stuff.problems.capitalOverspent', { spent: problem.params.spent, available: problem.params.available });
  }
}

export function ProblemList({ computation, lang }: { computation: StuffComputation; lang: Language }) {
  const { t } = useTranslation();
  const { problems } = computation.stats;
  if (problems.length === 0) {
    return (
      <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} data-testid="stuff-problems-none">
        {t('stuff.problems.none')}
      </Alert>
    );
  }
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title={t('stuff.problems.title', { count: problems.length })} data-testid="stuff-problems">
      <List size="sm" spacing={2}>
        {problems.map((problem, index) => (
          <List.Item key={index} data-problem={problem.key}>
            <Text size="sm" span>
              {problemText(problem, computation, lang, t)}
            </Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
