import '@mantine/core/styles/Combobox.layer.css';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Grid } from '../../ui/grid/Grid';
import { LazyNumberInput } from '../../ui/number/LazyNumberInput';
import { LazySelect } from '../../ui/select/LazySelect';
import { LEVEL_MAX, LEVEL_MIN } from '@grimoire/rules';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import { useSession } from '../../session/use-session';
import { rememberServer } from '../boards';
import { ServerSelect } from '../boards';
import { SignInToWrite } from '../boards';
import type { GroupListing } from '../boards';
import { ListingCard } from './ListingCard';
import { LISTING_LANGUAGES, type BoardFilters, type GroupFinderData } from './loader';
import { LazyModal } from '../../ui/modal/LazyModal';
import { IdleLoaded } from '../../ui/IdleLoaded';

/** The posting form (its textarea and choices) is fetched once the browser is idle, or on the first press. */
const loadListingForm = () => import('./ListingForm').then((module) => module.ListingForm);

/** `tools/group-finder`: open listings, freshest first; every filter is in the address. */
export function GroupFinderPage(data: GroupFinderData) {
  const { lang, servers, dungeons, idols, filters, listings, total, now, achievementNames } = data;
  const { t } = useTranslation();
  const { user, isConnected } = useSession();
  // Set once the page is interactive (tests and scripts wait for it).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [, setParams] = useSearchParams();
  const [editing, setEditing] = useState<GroupListing | 'new' | null>(null);
  const userId = isConnected && user ? Number(user._id) : null;
  const filter = (change: Partial<BoardFilters>) => {
    const next = { ...filters, ...change };
    if (change.server) rememberServer(change.server);
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value !== null && value !== undefined) search.set(key, String(value));
    setParams(search, { preventScrollReset: true });
  };
  const level = (value: string | number) => {
    const number = Math.trunc(Number(value));
    return value === '' || !Number.isFinite(number) || number < LEVEL_MIN || number > LEVEL_MAX ? null : number;
  };
  return (
    <Stack gap="md" data-testid="group-finder-page" data-ready={ready}>
      <Title order={1}>{t('group-finder.title')}</Title>
      <Text c="dimmed">{t('group-finder.intro')}</Text>
      <Grid gutter="sm" align="flex-end">
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <ServerSelect servers={servers} value={filters.server} onChange={(server) => filter({ server })} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <LazySelect label={t('group-finder.filters.dungeon')} placeholder={t('group-finder.filters.anyDungeon')} data={dungeons} value={filters.dungeon === null ? null : String(filters.dungeon)} onChange={(value) => filter({ dungeon: value ? Number(value) : null })} searchable clearable data-testid="group-finder-dungeon" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4, md: 2 }}>
          <LazySelect label={t('group-finder.filters.language')} placeholder={t('group-finder.filters.anyLanguage')} data={LISTING_LANGUAGES.map((code) => ({ value: code, label: t(`group-finder.languages.${code}`) }))} value={filters.language} onChange={(value) => filter({ language: value })} clearable data-testid="group-finder-language" />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4, md: 2 }}>
          <LazyNumberInput label={t('group-finder.filters.levelMin')} min={LEVEL_MIN} max={LEVEL_MAX} allowDecimal={false} value={filters.levelMin ?? ''} onChange={(value) => filter({ levelMin: level(value) })} data-testid="group-finder-level-min" />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4, md: 2 }}>
          <LazyNumberInput label={t('group-finder.filters.levelMax')} min={LEVEL_MIN} max={LEVEL_MAX} allowDecimal={false} value={filters.levelMax ?? ''} onChange={(value) => filter({ levelMax: level(value) })} data-testid="group-finder-level-max" />
        </Grid.Col>
      </Grid>
      <Group justify="space-between">
        <Text size="sm" c="dimmed" data-testid="group-finder-total">
          {t('group-finder.total', { count: total })}
        </Text>
        {userId ? (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')} data-testid="group-finder-new">
            {t('group-finder.new')}
          </Button>
        ) : (
          <SignInToWrite lang={lang} messageKey="group-finder.signIn" />
        )}
      </Group>
      {listings.length === 0 ? (
        <Text c="dimmed" data-testid="group-finder-empty">
          {t('group-finder.empty')}
        </Text>
      ) : (
        <Stack gap="sm">
          {listings.map((listing) => (
            <ListingCard key={listing._id} listing={listing} lang={lang} now={now} userId={userId} servers={servers} dungeons={dungeons} idols={idols} achievementNames={achievementNames} onEdit={setEditing} />
          ))}
        </Stack>
      )}
      <LazyModal opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? t('group-finder.new') : t('group-finder.edit')} size="lg">
        <IdleLoaded
          load={loadListingForm}
          now={editing !== null}
          props={editing === null ? null : { lang, servers, dungeons, idols, defaultServer: filters.server, initial: editing === 'new' ? undefined : editing, onDone: () => setEditing(null) }}
        />
      </LazyModal>
    </Stack>
  );
}
