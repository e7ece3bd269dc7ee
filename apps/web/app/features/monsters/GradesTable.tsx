import { Box, Paper, Stack, Text } from '@mantine/core';
import { Table } from '../../ui/table/Table';
import { SimpleGrid } from '../../ui/grid/SimpleGrid';
import type { MonsterGrade } from '@grimoire/gamedata/types';
import { useTranslation } from '../../i18n/use-translation';
import type { Language } from '../../i18n/languages';
import { TableScroll } from '../../ui/TableScroll';

const ELEMENTS = ['neutral', 'earth', 'fire', 'water', 'air'] as const;
/** Figures a source may lack for a monster: a column shows when one grade has it, '—' where a grade lacks it. */
const FIGURES = [
  ['lifePoints', 'monsters.grades.life'],
  ['actionPoints', 'monsters.grades.ap'],
  ['movementPoints', 'monsters.grades.mp'],
  ['experience', 'monsters.grades.experience'],
  ['wisdom', 'monsters.grades.wisdom'],
  ['apDodge', 'monsters.grades.apDodge'],
  ['mpDodge', 'monsters.grades.mpDodge'],
] as const;
type Column = {
  key: string;
  label: string;
  value: (grade: MonsterGrade) => string;
  negative?: (grade: MonsterGrade) => boolean;
};

function useColumns(grades: MonsterGrade[], lang: Language): Column[] {
  const { t } = useTranslation();
  const number = new Intl.NumberFormat(lang);
  const columns: Column[] = [{ key: 'level', label: t('common.level'), value: (g) => String(g.level) }];
  for (const [key, label] of FIGURES) {
    if (grades.some((grade) => grade[key] !== undefined)) {
      columns.push({
        key,
        label: t(label),
        value: (g) => (g[key] === undefined ? '—' : number.format(g[key])),
      });
    }
  }
  for (const element of ELEMENTS) {
    if (!grades.some((grade) => grade.resistances?.[element] !== undefined)) continue;
    columns.push({
      key: element,
      label: t(`monsters.elements.${element}`),
      value: (g) => {
        const value = g.resistances?.[element];
        return value === undefined ? '—' : t('monsters.grades.percent', { value });
      },
      negative: (g) => (g.resistances?.[element] ?? 0) < 0,
    });
  }
  return columns;
}

/**
 * One row per grade: level, life, AP, MP, XP, wisdom, dodge and the five resistances in percent. On a
 * phone each grade is a card instead (no sideways scroll hiding the resistances); both are in the
 * server's HTML and CSS shows one, so the markup never depends on the screen.
 */
export function GradesTable({ grades, lang }: { grades: MonsterGrade[]; lang: Language }) {
  const { t } = useTranslation();
  const columns = useColumns(grades, lang);
  return (
    <>
      <Box visibleFrom="sm">
        <TableScroll minWidth={columns.length * 64 + 60}>
          <Table striped verticalSpacing="xs" data-testid="monster-grades">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('monsters.grades.grade')}</Table.Th>
                {columns.map((column) => (
                  <Table.Th key={column.key} ta="right">
                    {column.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {grades.map((grade) => (
                <Table.Tr key={grade.grade} data-testid="monster-grade">
                  <Table.Td>{grade.grade}</Table.Td>
                  {columns.map((column) => (
                    <Table.Td
                      key={column.key}
                      ta="right"
                      c={column.negative?.(grade) ? 'red' : undefined}
                      data-column={column.key}
                    >
                      {column.value(grade)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </Box>
      <Stack hiddenFrom="sm" gap="xs" data-testid="monster-grade-cards">
        {grades.map((grade) => (
          <Paper key={grade.grade} withBorder p="xs" radius="md">
            <Text fw={600} fz="sm" mb={4}>
              {t('monsters.grades.gradeCard', { grade: grade.grade, level: grade.level })}
            </Text>
            <SimpleGrid cols={3} spacing={4} verticalSpacing={4}>
              {columns
                .filter((column) => column.key !== 'level')
                .map((column) => (
                  <Stack key={column.key} gap={0}>
                    <Text fz="xs" c="dimmed">
                      {column.label}
                    </Text>
                    <Text fz="sm" c={column.negative?.(grade) ? 'red' : undefined}>
                      {column.value(grade)}
                    </Text>
                  </Stack>
                ))}
            </SimpleGrid>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
