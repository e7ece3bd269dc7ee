import { Alert, Badge, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { Table } from '../../ui/table/Table';
import { Grid } from '../../ui/grid/Grid';
import { ChoiceButtons } from '../../ui/ChoiceButtons';
import { LazyNumberInput } from '../../ui/number/LazyNumberInput';
import { LazySelect, LazyMultiSelect } from '../../ui/select/LazySelect';
import { breedingOdds, MOUNT_MAX_LEVEL, type BreedingRules, type BreedingTree } from '@grimoire/rules';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { Language } from '../../i18n/languages';
import { GameImage } from '../../ui/GameImage';
import { localized, LocalizedName } from '../../ui/LocalizedName';
import type { BreedingMountView } from './loader';
import type { PairState } from './pair-state';
import { TableScroll } from '../../ui/TableScroll';

interface OddsPanelProps {
  lang: Language;
  mounts: BreedingMountView[];
  tree: BreedingTree;
  state: PairState;
  onChange: (change: Partial<PairState>) => void;
}

/** A mount's default tree: the parents of its first crossing (none for a captured mount). */
export const defaultParents = (mount: BreedingMountView | undefined) => (mount?.crossings[0] ?? []).slice(0, 2);

function ParentFields({ sex, mounts, groups, state, onChange }: { sex: 'male' | 'female'; mounts: Map<number, BreedingMountView>; groups: { group: string; items: { value: string; label: string }[] }[]; state: PairState; onChange: OddsPanelProps['onChange'] }) {
  const { t } = useTranslation();
  const id = state[sex];
  const parents = sex === 'male' ? state.maleParents : state.femaleParents;
  const level = sex === 'male' ? state.maleLevel : state.femaleLevel;
  const parentsKey = sex === 'male' ? 'maleParents' : 'femaleParents';
  const levelKey = sex === 'male' ? 'maleLevel' : 'femaleLevel';
  return (
    <Stack gap={6}>
      <LazySelect
        label={t(`breeding.odds.${sex}`)}
        placeholder={t('breeding.odds.pick')}
        data={groups}
        value={id === null ? null : String(id)}
        searchable
        clearable
        onChange={(value) => {
          const next = value ? Number(value) : null;
          onChange({ [sex]: next, [parentsKey]: defaultParents(next === null ? undefined : mounts.get(next)) });
        }}
        data-testid={`odds-${sex}`}
      />
      <LazyMultiSelect
        label={t('breeding.odds.parents')}
        description={t('breeding.odds.parentsHint')}
        data={groups}
        value={parents.map(String)}
        maxValues={2}
        searchable
        clearable
        disabled={id === null}
        onChange={(values) => onChange({ [parentsKey]: values.map(Number).slice(0, 2) })}
      />
      <LazyNumberInput
        label={t('breeding.odds.level')}
        min={1}
        max={MOUNT_MAX_LEVEL}
        clampBehavior="strict"
        allowDecimal={false}
        value={level}
        onChange={(value) => onChange({ [levelKey]: Math.min(MOUNT_MAX_LEVEL, Math.max(1, Number(value) || 1)) })}
        data-testid={`odds-${sex}-level`}
      />
    </Stack>
  );
}

/** For a chosen pair: the odds of each possible baby from the levels, Optimakina, Takeza's day and the rules version. */
export function OddsPanel({ lang, mounts, tree, state, onChange }: OddsPanelProps) {
  const { t } = useTranslation();
  const byId = useMemo(() => new Map(mounts.map((m) => [m.id, m])), [mounts]);
  const groups = useMemo(() => {
    const byGeneration = new Map<number, { value: string; label: string }[]>();
    for (const m of mounts) byGeneration.set(m.generation, [...(byGeneration.get(m.generation) ?? []), { value: String(m.id), label: localized(m.name, lang) }]);
    return [...byGeneration].map(([generation, items]) => ({ group: t('breeding.generation', { generation }), items }));
  }, [mounts, lang, t]);
  const odds = useMemo(() => {
    if (state.male === null || state.female === null || !byId.has(state.male) || !byId.has(state.female)) return null;
    const known = (ids: number[]) => ids.filter((id) => byId.has(id));
    return breedingOdds(
      { id: state.male, parents: known(state.maleParents) },
      { id: state.female, parents: known(state.femaleParents) },
      { tree, levels: [state.maleLevel, state.femaleLevel], optimakina: state.optimakina, takezaDay: state.takeza, gameVersion: state.rules },
    );
  }, [byId, tree, state]);
  const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <Paper withBorder p="sm" radius="md" id="odds" data-testid="odds-panel">
      <Title order={2} size="h3" mb="xs">
        {t('breeding.odds.title')}
      </Title>
      <Grid gutter="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <ParentFields sex="male" mounts={byId} groups={groups} state={state} onChange={onChange} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <ParentFields sex="female" mounts={byId} groups={groups} state={state} onChange={onChange} />
        </Grid.Col>
        <Grid.Col span={12}>
          <Group gap="md">
            <Switch label={t('breeding.odds.optimakina')} checked={state.optimakina} onChange={(e) => onChange({ optimakina: e.currentTarget.checked })} data-testid="odds-optimakina" />
            <Switch label={t('breeding.odds.takeza')} checked={state.takeza} onChange={(e) => onChange({ takeza: e.currentTarget.checked })} />
            <ChoiceButtons<BreedingRules>
              size="xs"
              aria-label={t('breeding.odds.rules')}
              value={state.rules}
              onChange={(rules) => onChange({ rules })}
              data={[
                { value: '3.5', label: t('breeding.odds.rules35') },
                { value: '3.6', label: t('breeding.odds.rules36') },
                { value: '3.7', label: t('breeding.odds.rules37') },
              ]}
            />
            <Button
              variant="default"
              size="xs"
              onClick={() => onChange({ male: state.female, female: state.male, maleParents: state.femaleParents, femaleParents: state.maleParents, maleLevel: state.femaleLevel, femaleLevel: state.maleLevel })}
            >
              {t('breeding.odds.swap')}
            </Button>
          </Group>
        </Grid.Col>
      </Grid>
      {!odds ? (
        <Alert variant="light" mt="sm" data-testid="odds-empty">
          {t('breeding.odds.pickBoth')}
        </Alert>
      ) : (
        <Stack gap="xs" mt="sm">
          <Text fw={600} data-testid="odds-target">
            {t('breeding.odds.target', { generation: odds.targetGeneration, share: percent.format(odds.targetShare) })}
          </Text>
          <TableScroll minWidth={320}>
            <Table striped data-testid="odds-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('breeding.odds.baby')}</Table.Th>
                  <Table.Th>{t('breeding.odds.generation')}</Table.Th>
                  <Table.Th ta="right">{t('breeding.odds.chance')}</Table.Th>
                  <Table.Th ta="right">{t('breeding.odds.genetons')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {odds.outcomes.map((outcome) => {
                  const mount = byId.get(outcome.mountId)!;
                  return (
                    <Table.Tr key={outcome.mountId} data-testid="odds-row">
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          <GameImage img={mount.img} alt="" size={28} />
                          <Stack gap={0}>
                            <LocalizedName doc={mount} lang={lang} />
                            {outcome.isTarget && (
                              <Badge size="xs" color="teal.9" style={{ alignSelf: 'flex-start' }}>
                                {t('breeding.odds.targetBadge')}
                              </Badge>
                            )}
                          </Stack>
                        </Group>
                      </Table.Td>
                      <Table.Td>{outcome.generation}</Table.Td>
                      <Table.Td ta="right">{percent.format(outcome.probability)}</Table.Td>
                      <Table.Td ta="right">{outcome.genetons}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </TableScroll>
        </Stack>
      )}
      <Text fz="xs" c="dimmed" mt="xs">
        {t('breeding.odds.model')}
      </Text>
    </Paper>
  );
}
