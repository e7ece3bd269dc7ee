import { Button, Stack, Text, Title } from '@mantine/core';
import { Table } from '../../ui/table/Table';
import { JOB_MAX_LEVEL, jobXpForLevel, type CraftRatioSource } from '@grimoire/rules';
import { useState } from 'react';
import { TableScroll } from '../../ui/TableScroll';
import { useTranslation } from '../../i18n/use-translation';
import type { Language } from '../../i18n/languages';
import type { RatioGroup, SourceXpTable } from './loader';

const SOURCE_KEY: Record<CraftRatioSource, string> = {
  type: 'jobs-xp.model.sourceType',
  equipment: 'jobs-xp.model.sourceEquipment',
  unknown: 'jobs-xp.model.sourceUnknown',
};

/** Levels where the data's table disagrees with the formula the planner uses. */
export function tableDifferences(table: SourceXpTable): { level: number; xp: number }[] {
  return table.filter(([level, xp]) => level >= 1 && level <= JOB_MAX_LEVEL && xp !== jobXpForLevel(level)).map(([level, xp]) => ({ level, xp }));
}

function Ratios({ lang, groups }: { lang: Language; groups: RatioGroup[] }) {
  const { t } = useTranslation();
  return (
    <TableScroll minWidth={300}>
      <Table verticalSpacing={2} fz="sm" data-testid="xp-model-ratios">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('jobs-xp.model.type')}</Table.Th>
            <Table.Th ta="right">{t('jobs-xp.model.ratio')}</Table.Th>
            <Table.Th ta="right">{t('jobs-xp.model.recipes')}</Table.Th>
            <Table.Th>{t('jobs-xp.model.source')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((group) => (
            <Table.Tr key={group.typeId} data-source={group.source}>
              <Table.Td>{group.name || <Text span size="sm" c="dimmed">{t('jobs-xp.model.unnamedType')}</Text>}</Table.Td>
              <Table.Td ta="right">{group.ratio === undefined ? t('jobs-xp.model.unknownRatio') : `${group.ratio.toLocaleString(lang)} %`}</Table.Td>
              <Table.Td ta="right">{group.recipes.toLocaleString(lang)}</Table.Td>
              <Table.Td>{t(SOURCE_KEY[group.source])}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

function LevelTable({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const levels = Array.from({ length: JOB_MAX_LEVEL }, (_, i) => i + 1);
  return (
    <Table verticalSpacing={0} fz="sm" data-testid="xp-model-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('jobs-xp.model.level')}</Table.Th>
          <Table.Th ta="right">{t('jobs-xp.model.total')}</Table.Th>
          <Table.Th ta="right">{t('jobs-xp.model.next')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {levels.map((level) => (
          <Table.Tr key={level}>
            <Table.Td>{level}</Table.Td>
            <Table.Td ta="right">{jobXpForLevel(level).toLocaleString(lang)}</Table.Td>
            <Table.Td ta="right">{level < JOB_MAX_LEVEL ? (jobXpForLevel(level + 1) - jobXpForLevel(level)).toLocaleString(lang) : '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** How the planner counts XP: the formula, this job's ratios and where each comes from, the level table and its source. */
export function XpModel({ lang, groups, sourceTable }: { lang: Language; groups: RatioGroup[]; sourceTable: SourceXpTable | null }) {
  const { t } = useTranslation();
  const [isTableShown, setTableShown] = useState(false);
  const differences = sourceTable ? tableDifferences(sourceTable) : [];
  const tableSource = !sourceTable
    ? t('jobs-xp.model.tableNoSource')
    : differences.length === 0
      ? t('jobs-xp.model.tableSource')
      : t('jobs-xp.model.tableSourceDiffers', {
          levels: differences.map((d) => t('jobs-xp.model.tableSourceDiff', { level: d.level, xp: d.xp.toLocaleString(lang) })).join(', '),
        });
  return (
    <Stack gap="xs" data-testid="xp-model">
      <Title order={2} size="h4">
        {t('jobs-xp.model.title')}
      </Title>
      <Text size="sm">{t('jobs-xp.model.formula')}</Text>
      <Text size="xs" c="dimmed">
        {t('jobs-xp.model.formulaSource')}
      </Text>
      {groups.length > 0 && <Ratios lang={lang} groups={groups} />}
      <Title order={3} size="h5">
        {t('jobs-xp.model.table')}
      </Title>
      <Text size="sm">{t('jobs-xp.model.tableFormula')}</Text>
      <Text size="xs" c="dimmed" data-testid="xp-model-table-source">
        {tableSource}
      </Text>
      <Button variant="subtle" size="compact-sm" onClick={() => setTableShown((shown) => !shown)} aria-expanded={isTableShown} data-testid="xp-model-table-toggle">
        {isTableShown ? t('jobs-xp.model.tableHide') : t('jobs-xp.model.tableShow')}
      </Button>
      {isTableShown && <LevelTable lang={lang} />}
    </Stack>
  );
}
