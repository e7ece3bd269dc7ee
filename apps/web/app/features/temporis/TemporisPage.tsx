import '@mantine/core/styles/Chip.layer.css';
import { Badge, Button, Chip, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { SimpleGrid } from '../../ui/grid/SimpleGrid';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import type { Language } from '../../i18n/languages';
import { withSearch } from '../../lib/list-state';
import { GameImage } from '../../ui/GameImage';
import { localized, LocalizedName } from '../../ui/LocalizedName';
import { ListControls } from '../../ui/list/ListControls';
import { ListBody } from '../../ui/list/ListStates';
import { ProgressToggle } from '../progress';
import { useProgress } from '../progress';
import type { TemporisData } from './loader';
import { ownedCount, RARITIES, readModsterSearch } from './modster-search';

const RARITY_COLORS = { common: 'gray', rare: 'blue', evolution: 'teal', epic: 'grape', legendary: 'orange', unique: 'red' } as const;

function DexFilters() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const state = readModsterSearch(search);
  const [name, setName] = useState(state.name);
  useEffect(() => setName(state.name), [state.name]);
  const go = (changes: Record<string, string | null>) => navigate(withSearch(search, changes), { preventScrollReset: true });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ name: name.trim() || null });
  };
  return (
    <Paper withBorder p="md" radius="md" component="form" role="search" onSubmit={submit} data-testid="temporis-filters">
      <Stack gap="sm">
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('temporis.search')}
            placeholder={t('temporis.searchPlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            style={{ flex: '1 1 220px' }}
            data-testid="temporis-name"
          />
          <Button type="submit">{t('temporis.apply')}</Button>
        </Group>
        <Stack gap={4} role="radiogroup" aria-label={t('temporis.rarityLabel')}>
          <Text fw={500} fz="sm">
            {t('temporis.rarityLabel')}
          </Text>
          <Chip.Group multiple={false} value={state.rarity ?? 'all'} onChange={(value) => go({ rarity: value === 'all' ? null : value })}>
            <Group gap="xs">
              {(['all', ...RARITIES] as const).map((rarity) => (
                <Chip key={rarity} value={rarity} size="sm" data-testid={`rarity-${rarity}`}>
                  {rarity === 'all' ? t('temporis.allRarities') : t(`temporis.rarity.${rarity}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
      </Stack>
    </Paper>
  );
}

function Counts({ allIds }: { allIds: number[] }) {
  const { t } = useTranslation();
  const owned = useProgress('modsters').ids;
  const kromas = useProgress('kromaticModsters').ids;
  return (
    <Group gap="xs">
      <Badge size="lg" variant="light" data-testid="owned-count">
        {t('temporis.ownedCount', { owned: ownedCount(allIds, owned), total: allIds.length })}
      </Badge>
      <Badge size="lg" variant="light" color="grape" data-testid="kroma-count">
        {t('temporis.kromaCount', { owned: ownedCount(allIds, kromas), total: allIds.length })}
      </Badge>
    </Group>
  );
}

function ModsterCardView({ modster, lang }: { modster: TemporisData['modsters'][number]; lang: Language }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" radius="md" data-testid="modster-card" data-id={modster.id} data-rarity={modster.rarity}>
      <Stack gap={6}>
        <Group gap="sm" wrap="nowrap">
          <GameImage img={modster.img} alt="" size={48} />
          <Stack gap={2}>
            <Text fw={600} data-testid="modster-name">
              <LocalizedName doc={modster} lang={lang} />
            </Text>
            {modster.rarity && (
              <Badge size="sm" color={RARITY_COLORS[modster.rarity]} variant="light" data-testid="modster-rarity">
                {t(`temporis.rarity.${modster.rarity}`)}
              </Badge>
            )}
          </Stack>
        </Group>
        {modster.parents.length > 0 && (
          <Text fz="xs" c="dimmed">
            {t('temporis.evolvesFrom', { names: modster.parents.map((parent) => localized(parent.name, lang)).join(', ') })}
          </Text>
        )}
        <Group gap="md">
          <Group gap={4}>
            <ProgressToggle list="modsters" id={modster.id} label={t('temporis.owned')} testId="modster-owned" />
            <Text fz="xs">{t('temporis.owned')}</Text>
          </Group>
          <Group gap={4}>
            <ProgressToggle list="kromaticModsters" id={modster.id} label={t('temporis.kromaOwned')} testId="modster-kroma" />
            <Text fz="xs">{t('temporis.kromaOwned')}</Text>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

export function TemporisPage({ data }: { data: TemporisData }) {
  const { t } = useTranslation();
  const { lang } = data;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{t('temporis.heading')}</Title>
        <Text c="dimmed">{t('temporis.intro')}</Text>
      </Stack>
      {data.allIds.length === 0 ? (
        <Paper withBorder p="md" radius="md" data-testid="temporis-unnamed">
          <Text>{t('temporis.noNamedModster', { count: data.recordCount })}</Text>
        </Paper>
      ) : (
        <>
          <Counts allIds={data.allIds} />
          <DexFilters />
          <ListControls total={data.modsters.length} defaults={{ sort: 'id' }} sortKeys={['id', 'name']} />
        </>
      )}
      {data.allIds.length > 0 && <ListBody count={data.modsters.length} emptyHint={t('temporis.empty')}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" data-testid="modster-grid">
          {data.modsters.map((modster) => (
            <ModsterCardView key={modster.id} modster={modster} lang={lang} />
          ))}
        </SimpleGrid>
      </ListBody>}
    </Stack>
  );
}
