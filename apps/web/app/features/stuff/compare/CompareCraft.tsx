import '@mantine/core/styles/Skeleton.layer.css';
import { Paper, Skeleton, Text, Title } from '@mantine/core';
import { wornItemIds } from '@grimoire/rules';
import { useMemo } from 'react';
import { useQuery } from '../../../api/queries/queries';
import { useApi } from '../../../api/use-api';
import { useTranslation } from '../../../i18n/use-translation';
import type { Language } from '../../../i18n/languages';
import { localized } from '../../../ui/LocalizedName';
import { Table } from '../../../ui/table/Table';
import { TableScroll } from '../../../ui/TableScroll';
import { loadRecipeClosure } from '../../workbench';
import { craftCost } from './craft-cost';
import type { ComparedBuild } from './CompareTables';

/** What crafting each build asks: crafts, raw resources and jobs, by the workbench's rules. */
export function CompareCraft({ builds, lang }: { builds: readonly ComparedBuild[]; lang: Language }) {
  const { t } = useTranslation();
  const api = useApi();
  const ids = useMemo(() => [...new Set(builds.flatMap(({ stuff }) => wornItemIds(stuff)))].sort((a, b) => a - b), [builds]);
  const data = useQuery({
    queryKey: ['compare-craft', ids.join(',')],
    queryFn: async () => {
      const recipes = await loadRecipeClosure(api, ids);
      const jobIds = [...new Set(recipes.map((recipe) => recipe.jobId))];
      const jobs = jobIds.length > 0 ? await api.findAll('jobs', { id: { $in: jobIds }, $select: ['id', 'name', 'missingTranslations'] }) : [];
      return { book: new Map(recipes.map((recipe) => [recipe.resultId, recipe])), jobs: new Map(jobs.map((job) => [job.id, job])) };
    },
    staleTime: 10 * 60_000,
  });
  const costs = data.data ? builds.map(({ stuff }) => craftCost(stuff, data.data.book)) : undefined;
  const jobName = (id: number) => {
    const job = data.data?.jobs.get(id);
    return job ? localized(job.name, lang) : t('stuff.compare.unknownJob');
  };
  const lines = [
    ['craftedItems', (i: number) => costs![i].craftedItems],
    ['uncraftable', (i: number) => costs![i].uncraftable],
    ['crafts', (i: number) => costs![i].crafts],
    ['resources', (i: number) => costs![i].resources],
    ['resourceKinds', (i: number) => costs![i].resourceKinds],
  ] as const;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="compare-craft">
      <Title order={2} size="h4" mb="xs">
        {t('stuff.compare.craft')}
      </Title>
      {data.isError ? (
        <Text size="sm" c="red">
          {t('errors.generic')}
        </Text>
      ) : !costs ? (
        <Skeleton height={120} />
      ) : (
        <TableScroll minWidth={130 + builds.length * 105}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" />
                {builds.map(({ key, title }, index) => (
                  <Table.Th key={key} scope="col">
                    {String.fromCharCode(65 + index)} · {title}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map(([key, value]) => (
                <Table.Tr key={key} data-testid={`compare-craft-${key}`}>
                  <Table.Th scope="row">{t(`stuff.compare.craftLines.${key}`)}</Table.Th>
                  {builds.map(({ key }, index) => (
                    <Table.Td key={key}>{value(index)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Th scope="row">{t('stuff.compare.craftLines.jobs')}</Table.Th>
                {costs.map((cost, index) => (
                  <Table.Td key={index}>
                    {cost.jobs.length === 0
                      ? t('stuff.compare.noJob')
                      : cost.jobs.map((job) => t('stuff.compare.jobLevel', { job: jobName(job.jobId), level: job.level })).join(', ')}
                  </Table.Td>
                ))}
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      <Text size="xs" c="dimmed" mt={4}>
        {t('stuff.compare.craftHint')}
      </Text>
    </Paper>
  );
}
