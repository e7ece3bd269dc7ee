import { Table } from '@mantine/core';
import type { MonsterGrade } from '@grimoire/gamedata/types';
import { useTranslation } from 'react-i18next';

const ELEMENTS = ['neutral', 'earth', 'fire', 'water', 'air'] as const;

/** One row per grade: level, life, AP, MP and the five resistances in percent. */
export function GradesTable({ grades }: { grades: MonsterGrade[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="xs" data-testid="monster-grades">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('monsters.grades.grade')}</Table.Th>
            <Table.Th ta="right">{t('common.level')}</Table.Th>
            <Table.Th ta="right">{t('monsters.grades.life')}</Table.Th>
            <Table.Th ta="right">{t('monsters.grades.ap')}</Table.Th>
            <Table.Th ta="right">{t('monsters.grades.mp')}</Table.Th>
            {ELEMENTS.map((element) => (
              <Table.Th key={element} ta="right">
                {t(`monsters.elements.${element}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {grades.map((grade) => (
            <Table.Tr key={grade.grade} data-testid="monster-grade">
              <Table.Td>{grade.grade}</Table.Td>
              <Table.Td ta="right">{grade.level}</Table.Td>
              <Table.Td ta="right">{grade.lifePoints}</Table.Td>
              <Table.Td ta="right">{grade.actionPoints}</Table.Td>
              <Table.Td ta="right">{grade.movementPoints}</Table.Td>
              {ELEMENTS.map((element) => (
                <Table.Td key={element} ta="right" c={grade.resistances[element] < 0 ? 'red' : undefined}>
                  {t('monsters.grades.percent', { value: grade.resistances[element] })}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
