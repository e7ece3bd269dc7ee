import { Anchor, Badge, Box, Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { Table } from '../../ui/table/Table';
import { LazyNumberInput } from '../../ui/number/LazyNumberInput';
import type { ShoppingLine, WorkbenchPlan } from '@grimoire/rules';
import { IconCheck, IconClipboard, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { localePath, type Language } from '../../i18n/languages';
import { localized, LocalizedName, markedName } from '../../ui/LocalizedName';
import { ItemLink } from './ItemLink';
import { PLACES_SHOWN, type RecipeData } from './recipe-data';
import type { WorkbenchChange } from './use-workbench';
import { mapLinkToMap, mapLinkToSubArea } from '../map';
import { TableScroll } from '../../ui/TableScroll';

/** Up to three sub-areas, linked to the map, then how many more. */
function Places({ lang, data, ids, testId }: { lang: Language; data: RecipeData; ids: readonly number[] | undefined; testId: string }) {
  const { t } = useTranslation();
  const shown = (ids ?? []).filter((id) => data.places?.[id]).slice(0, PLACES_SHOWN);
  if (shown.length === 0) return null;
  const more = (ids?.length ?? 0) - shown.length;
  return (
    <Text size="xs" c="dimmed" component="div" data-testid={testId}>
      <IconMapPin size={12} aria-label={t('workbench.shopping.places')} style={{ verticalAlign: 'middle', marginRight: 2 }} />
      {shown.map((id, index) => (
        <span key={id}>
          {index > 0 && ', '}
          <Anchor component={Link} size="xs" to={localePath(lang, mapLinkToSubArea(id))}>
            {markedName(data.places![id], lang, t)}
          </Anchor>
        </span>
      ))}
      {more > 0 && ` ${t('workbench.shopping.morePlaces', { count: more })}`}
    </Text>
  );
}

/** Where an item comes from: the jobs harvesting it and where, its best droppers with their rate and where they live. */
function Sources({ lang, data, itemId }: { lang: Language; data: RecipeData; itemId: number }) {
  const { t } = useTranslation();
  const droppers = data.droppers[itemId] ?? [];
  const harvest = data.harvest[itemId] ?? [];
  const everyMonster = data.items[itemId]?.droppedByEveryMonster;
  if (everyMonster)
    return (
      <Text size="xs" data-testid="source-every-monster">
        {everyMonster.percentMin === everyMonster.percentMax
          ? t('workbench.shopping.everyMonsterRate', { rate: everyMonster.percentMin })
          : t('workbench.shopping.everyMonster', { min: everyMonster.percentMin, max: everyMonster.percentMax })}
      </Text>
    );
  if (droppers.length === 0 && harvest.length === 0) return <Text size="xs" c="dimmed">{t('workbench.shopping.noSource')}</Text>;
  return (
    <Stack gap={2}>
      {harvest.map((entry) => (
        <Text key={entry.jobId} size="xs" data-testid="source-harvest">
          {t('workbench.shopping.harvest', { job: localized(data.jobs[entry.jobId]?.name, lang) || t('workbench.unknownJob'), level: entry.level })}
        </Text>
      ))}
      {harvest.length > 0 && <Places lang={lang} data={data} ids={data.harvestPlaces?.[itemId]} testId="source-harvest-places" />}
      {(data.spots?.[itemId] ?? []).length > 0 && (
        <Group gap={4} data-testid="source-spots">
          {(data.spots?.[itemId] ?? []).map((spot) => (
            <Anchor key={spot.mapId} component={Link} size="xs" to={localePath(lang, mapLinkToMap(spot.mapId))}>
              [{spot.x}, {spot.y}]
            </Anchor>
          ))}
        </Group>
      )}
      {droppers.map((monster) => (
        <div key={monster.id}>
          <Group gap={4} wrap="nowrap">
            <Anchor component={Link} size="xs" to={localePath(lang, `/database/monster/${monster.id}`)} data-testid="source-dropper">
              <LocalizedName doc={monster} lang={lang} />
            </Anchor>
            <Text size="xs" c="dimmed">
              {t('workbench.shopping.rate', { rate: monster.rate.toLocaleString(lang, { maximumFractionDigits: 2 }) })}
            </Text>
          </Group>
          <Places lang={lang} data={data} ids={monster.subAreaIds} testId="source-dropper-places" />
        </div>
      ))}
    </Stack>
  );
}

const setHeld = (line: ShoppingLine, quantity: number): WorkbenchChange => (content) => ({
  ...content,
  currentQuantities: [
    ...content.currentQuantities.filter((entry) => entry.id !== line.itemId),
    ...(quantity > 0 ? [{ id: line.itemId, quantity, needed: line.needed }] : []),
  ],
});

/** The text a player pastes into a note or a chat: one missing resource per line. */
function listText(lines: readonly ShoppingLine[], data: RecipeData, lang: Language): string {
  return lines
    .filter((line) => line.missing > 0)
    .map((line) => `${line.missing} × ${localized(data.items[line.itemId]?.name, lang) || line.itemId}`)
    .join('\n');
}

interface ShoppingListProps {
  lang: Language;
  plan: WorkbenchPlan;
  data: RecipeData;
  onChange?: (change: WorkbenchChange) => void;
}

/** Total raw resources across the whole tree minus what the player holds, updated as they type. */
export function ShoppingList({ lang, plan, data, onChange }: ShoppingListProps) {
  const { t } = useTranslation();
  if (plan.shopping.length === 0) return <Text c="dimmed" size="sm">{t('workbench.shopping.empty')}</Text>;
  const remaining = plan.shopping.filter((line) => line.missing > 0).length;
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Badge variant="light" data-testid="shopping-remaining">
          {remaining === 0 ? t('workbench.shopping.complete') : t('workbench.shopping.remaining', { count: remaining })}
        </Badge>
        <CopyButton value={listText(plan.shopping, data, lang)}>
          {({ copied, copy }) => (
            <Button size="compact-sm" variant="subtle" onClick={copy} leftSection={copied ? <IconCheck size={14} /> : <IconClipboard size={14} />}>
              {copied ? t('workbench.shopping.copied') : t('workbench.shopping.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <TableScroll minWidth={300}>
        <Table verticalSpacing={4} data-testid="workbench-shopping">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('workbench.shopping.resource')}</Table.Th>
              <Table.Th ta="right" visibleFrom="sm">
                {t('workbench.shopping.needed')}
              </Table.Th>
              <Table.Th w={96}>{t('workbench.shopping.held')}</Table.Th>
              <Table.Th ta="right">{t('workbench.shopping.missing')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('workbench.shopping.source')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {plan.shopping.map((line) => {
              const name = localized(data.items[line.itemId]?.name, lang) || String(line.itemId);
              return (
                <Table.Tr key={line.itemId} data-testid={`shopping-${line.itemId}`}>
                  <Table.Td>
                    <ItemLink lang={lang} itemId={line.itemId} item={data.items[line.itemId]} size={24} />
                    <Box hiddenFrom="sm" mt={4}>
                      <Sources lang={lang} data={data} itemId={line.itemId} />
                    </Box>
                  </Table.Td>
                  <Table.Td ta="right" visibleFrom="sm" data-testid="shopping-needed">
                    {line.needed.toLocaleString(lang)}
                  </Table.Td>
                  <Table.Td>
                    <LazyNumberInput
                      size="xs"
                      min={0}
                      max={10_000_000}
                      allowDecimal={false}
                      allowNegative={false}
                      value={line.held}
                      readOnly={!onChange}
                      aria-label={t('workbench.shopping.heldOf', { name })}
                      onChange={(value) => onChange?.(setHeld(line, typeof value === 'number' ? value : 0))}
                      data-testid="shopping-held"
                    />
                  </Table.Td>
                  <Table.Td ta="right" fw={line.missing > 0 ? 700 : undefined} c={line.missing > 0 ? undefined : 'teal.9'}>
                    <span data-testid="shopping-missing">{line.missing.toLocaleString(lang)}</span>
                    <Text component="span" hiddenFrom="sm" size="xs" c="dimmed" fw={400} display="block">
                      {t('workbench.shopping.ofNeeded', { needed: line.needed.toLocaleString(lang) })}
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <Sources lang={lang} data={data} itemId={line.itemId} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </Stack>
  );
}

/** Each job needed with the highest recipe level among the crafts still to make. */
export function JobsNeeded({ lang, plan, data }: { lang: Language; plan: WorkbenchPlan; data: RecipeData }) {
  const { t } = useTranslation();
  if (plan.jobs.length === 0) return <Text c="dimmed" size="sm">{t('workbench.jobs.none')}</Text>;
  return (
    <Group gap="xs" data-testid="workbench-jobs">
      {plan.jobs.map((job) => (
        <Badge key={job.jobId} size="lg" variant="light" data-testid={`job-${job.jobId}`}>
          {t('workbench.jobs.level', { job: localized(data.jobs[job.jobId]?.name, lang) || t('workbench.unknownJob'), level: job.level })}
        </Badge>
      ))}
    </Group>
  );
}
