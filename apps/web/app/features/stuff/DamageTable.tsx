import { Table } from '../../ui/table/Table';
import type { ElementDamage } from '@grimoire/rules';
import { useTranslation } from '../../i18n/use-translation';

/** One row per elemental hit: normal and critical min–max. */
export function DamageTable({ rows }: { rows: readonly ElementDamage[] }) {
  const { t } = useTranslation();
  return (
    <Table verticalSpacing={2}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('stuff.damage.element')}</Table.Th>
          <Table.Th>{t('stuff.damage.normal')}</Table.Th>
          <Table.Th>{t('stuff.damage.critical')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(({ element, preview }, index) => (
          <Table.Tr key={index} data-testid={`damage-line-${element}`}>
            <Table.Td>{t(`stuff.elements.${element}`)}</Table.Td>
            <Table.Td>
              {preview.normal.min}–{preview.normal.max}
            </Table.Td>
            <Table.Td>
              {preview.critical.min}–{preview.critical.max}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
