import { Table } from '../../ui/table/Table';
import type { Breed, CostTier } from '@grimoire/gamedata/types';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../i18n/use-translation';
import { costSteps } from './cost-tiers';
import { TableScroll } from '../../ui/TableScroll';

const STATS = [
  ['vitality', 'statsPointsForVitality'],
  ['wisdom', 'statsPointsForWisdom'],
  ['strength', 'statsPointsForStrength'],
  ['intelligence', 'statsPointsForIntelligence'],
  ['chance', 'statsPointsForChance'],
  ['agility', 'statsPointsForAgility'],
] as const;

/** "1 point per characteristic up to 100, then 2 up to 200, then 3 beyond". */
export function costSentence(tiers: readonly CostTier[] | undefined, t: TFunction): string {
  const steps = costSteps(tiers);
  if (steps.length === 1) return t('breeds.costs.flat', { count: steps[0].cost });
  return steps
    .map((step, i) => {
      if (step.to === undefined) return t('breeds.costs.beyond', { count: step.cost });
      return t(i === 0 ? 'breeds.costs.first' : 'breeds.costs.then', { count: step.cost, to: step.to });
    })
    .join(t('breeds.costs.separator'));
}

/** The capital cost of each base characteristic for this class. */
export function CostTable({ breed }: { breed: Breed }) {
  const { t } = useTranslation();
  return (
    <TableScroll minWidth={320}>
      <Table striped verticalSpacing="xs" data-testid="breed-costs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('breeds.costs.characteristic')}</Table.Th>
            <Table.Th>{t('breeds.costs.cost')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {STATS.map(([stat, field]) => (
            <Table.Tr key={stat} data-testid={`breed-cost-${stat}`}>
              <Table.Td fw={500}>{t(`breeds.stats.${stat}`)}</Table.Td>
              <Table.Td>{costSentence(breed[field], t)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
