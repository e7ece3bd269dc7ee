import { Table } from '../../ui/table/Table';
import { ELEMENTS } from '@grimoire/rules';
import type { DerivedStats } from '@grimoire/rules';
import { useTranslation } from '../../i18n/use-translation';

/** Per element: percent and fixed resistance (negative values in red). */
export function ResistanceTable({ resistances }: { resistances: DerivedStats['resistances'] }) {
  const { t } = useTranslation();
  const cell = (value: number, suffix: string, testId: string) => (
    <Table.Td ta="right" fw={600} c={value < 0 ? 'red' : undefined} data-testid={testId}>
      {value}
      {suffix}
    </Table.Td>
  );
  return (
    <Table verticalSpacing={2} mt="sm" data-testid="resistances">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('stuff.resistances.title')}</Table.Th>
          <Table.Th ta="right">{t('stuff.resistances.percent')}</Table.Th>
          <Table.Th ta="right">{t('stuff.resistances.fixed')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {ELEMENTS.map((element) => (
          <Table.Tr key={element}>
            <Table.Td>{t(`stuff.elements.${element}`)}</Table.Td>
            {cell(resistances[element].percent, '%', `resist-percent-${element}`)}
            {cell(resistances[element].fixed, '', `resist-fixed-${element}`)}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
