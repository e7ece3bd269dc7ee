import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { Button, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Grid } from '../../ui/grid/Grid';
import { LazyNumberInput } from '../../ui/number/LazyNumberInput';
import { LazySelect, LazyMultiSelect } from '../../ui/select/LazySelect';
import { LEVEL_MAX, LEVEL_MIN, SLOTS_MAX, SLOTS_MIN } from '@grimoire/rules';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useApi } from '../../api/use-api';
import type { Language } from '../../i18n/languages';
import type { Option } from '../characters';
import { IdolRuleNote } from '../boards';
import { ServerSelect } from '../boards';
import type { GroupListing } from '../boards';
import { useBoardAction } from '../boards';
import { useDungeonAchievements } from './dungeon-achievements';
import type { ListingLanguage } from '@grimoire/server/client';
import { isListingLanguage, LISTING_LANGUAGES, type DungeonOption } from './loader';

export const DESCRIPTION_MAX = 500;
export const CONTACT_MAX = 40;
/** Offered durations in hours (the server refuses more than LISTING_MAX_HOURS, 72 by default). */
const DURATIONS = [1, 2, 3, 6, 12, 24, 48, 72];
const IDOLS_MAX = 6;

interface Props {
  lang: Language;
  servers: Option[];
  dungeons: DungeonOption[];
  idols: Option[];
  defaultServer: number | null;
  /** Editing a listing (PATCH) rather than posting one. */
  initial?: GroupListing;
  onDone: () => void;
}

const hoursLeft = (iso: string) => Math.max(1, Math.round((Date.parse(iso) - Date.now()) / 3_600_000));
const closestDuration = (hours: number) => DURATIONS.reduce((best, d) => (Math.abs(d - hours) < Math.abs(best - hours) ? d : best));

/** Posts or edits a group listing: a dungeon (with its achievements) or a free activity. */
export function ListingForm({ lang, servers, dungeons, idols, defaultServer, initial, onDone }: Props) {
  const { t } = useTranslation();
  const api = useApi();
  const { run, pending } = useBoardAction();
  const [server, setServer] = useState<number | null>(initial?.server ?? defaultServer);
  const [mode, setMode] = useState<'dungeon' | 'activity'>(initial?.activity ? 'activity' : 'dungeon');
  const [dungeon, setDungeon] = useState<string | null>(initial?.dungeon ? String(initial.dungeon) : null);
  const [activity, setActivity] = useState(initial?.activity ?? '');
  const [achievements, setAchievements] = useState<string[]>((initial?.achievements ?? []).map(String));
  const [chosenIdols, setIdols] = useState<string[]>((initial?.idols ?? []).map(String));
  const [levelMin, setLevelMin] = useState<number>(initial?.levelMin ?? LEVEL_MIN);
  const [levelMax, setLevelMax] = useState<number>(initial?.levelMax ?? LEVEL_MAX);
  const [slots, setSlots] = useState<number>(initial?.slots ?? 3);
  const [contact, setContact] = useState(initial?.contact ?? '');
  const [language, setLanguage] = useState<ListingLanguage>(isListingLanguage(initial?.language) ? initial.language : lang);
  const [hours, setHours] = useState<number>(initial ? closestDuration(hoursLeft(initial.expiresAt)) : 3);
  const [description, setDescription] = useState(initial?.description ?? '');
  const dungeonOption = dungeons.find((d) => d.value === dungeon);
  const dungeonAchievements = useDungeonAchievements(mode === 'dungeon' ? dungeonOption : undefined, lang);
  const ready = server !== null && contact.trim().length >= 2 && (mode === 'dungeon' ? dungeon !== null : activity.trim().length >= 2);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const body = {
      server,
      dungeon: mode === 'dungeon' ? Number(dungeon) : null,
      activity: mode === 'activity' ? activity.trim() : null,
      achievements: mode === 'dungeon' ? achievements.map(Number) : [],
      idols: chosenIdols.map(Number),
      levelMin,
      levelMax,
      slots,
      description: description.trim(),
      contact: contact.trim(),
      language,
      expiresAt: new Date(Date.now() + hours * 3_600_000).toISOString(),
    };
    const done = await run(() => (initial ? api.patch('groupfinder', initial._id, body) : api.create('groupfinder', body)), initial ? 'group-finder.saved' : 'group-finder.posted');
    if (done) onDone();
  };

  return (
    <form onSubmit={submit} data-testid="listing-form">
      <Stack gap="sm">
        <Grid gutter="sm">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <ServerSelect servers={servers} value={server} onChange={setServer} testId="listing-form-server" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Text size="sm" fw={500} mb={4}>
              {t('group-finder.form.kind')}
            </Text>
            <SegmentedControl fullWidth value={mode} onChange={(value) => setMode(value as 'dungeon' | 'activity')} data={[{ value: 'dungeon', label: t('group-finder.form.dungeonMode') }, { value: 'activity', label: t('group-finder.form.activityMode') }]} data-testid="listing-form-mode" />
          </Grid.Col>
          <Grid.Col span={12}>
            {mode === 'dungeon' ? (
              <LazySelect label={t('group-finder.form.dungeon')} data={dungeons} value={dungeon} onChange={(value) => { setDungeon(value); setAchievements([]); }} searchable required data-testid="listing-form-dungeon" />
            ) : (
              <TextInput label={t('group-finder.form.activity')} placeholder={t('group-finder.form.activityHint')} value={activity} maxLength={80} onChange={(event) => setActivity(event.currentTarget.value)} required data-testid="listing-form-activity" />
            )}
          </Grid.Col>
          {mode === 'dungeon' && dungeon !== null && (
            <Grid.Col span={12}>
              <LazyMultiSelect label={t('group-finder.form.achievements')} data={dungeonAchievements.options} value={achievements} onChange={setAchievements} maxValues={20} placeholder={dungeonAchievements.isLoading ? t('group-finder.form.loading') : undefined} nothingFoundMessage={t('group-finder.form.noAchievement')} searchable data-testid="listing-form-achievements" />
            </Grid.Col>
          )}
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <LazyNumberInput label={t('group-finder.form.levelMin')} min={LEVEL_MIN} max={LEVEL_MAX} allowDecimal={false} value={levelMin} onChange={(value) => setLevelMin(Number(value) || LEVEL_MIN)} data-testid="listing-form-level-min" />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <LazyNumberInput label={t('group-finder.form.levelMax')} min={LEVEL_MIN} max={LEVEL_MAX} allowDecimal={false} value={levelMax} onChange={(value) => setLevelMax(Number(value) || LEVEL_MAX)} error={levelMax < levelMin ? t('boards.errors.levelRange') : undefined} data-testid="listing-form-level-max" />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <LazyNumberInput label={t('group-finder.form.slots')} min={SLOTS_MIN} max={SLOTS_MAX} allowDecimal={false} value={slots} onChange={(value) => setSlots(Math.min(SLOTS_MAX, Math.max(SLOTS_MIN, Number(value) || SLOTS_MIN)))} data-testid="listing-form-slots" />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <LazySelect label={t('group-finder.form.duration')} data={DURATIONS.map((d) => ({ value: String(d), label: t('group-finder.form.hours', { count: d }) }))} value={String(hours)} onChange={(value) => setHours(Number(value ?? 3))} allowDeselect={false} data-testid="listing-form-duration" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={t('group-finder.form.contact')} description={t('group-finder.form.contactHint')} value={contact} maxLength={CONTACT_MAX} onChange={(event) => setContact(event.currentTarget.value)} required data-testid="listing-form-contact" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <LazySelect label={t('group-finder.form.language')} data={LISTING_LANGUAGES.map((code) => ({ value: code, label: t(`group-finder.languages.${code}`) }))} value={language} onChange={(value) => setLanguage(isListingLanguage(value) ? value : lang)} allowDeselect={false} data-testid="listing-form-language" />
          </Grid.Col>
          <Grid.Col span={12}>
            <LazyMultiSelect label={t('group-finder.form.idols')} data={idols} value={chosenIdols} onChange={setIdols} maxValues={IDOLS_MAX} searchable data-testid="listing-form-idols" />
            {chosenIdols.length > 0 && (
              <IdolRuleNote />
            )}
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea label={t('group-finder.form.description')} description={t('group-finder.form.descriptionCount', { count: description.length, max: DESCRIPTION_MAX })} value={description} maxLength={DESCRIPTION_MAX} onChange={(event) => setDescription(event.currentTarget.value)} autosize minRows={2} maxRows={6} data-testid="listing-form-description" />
          </Grid.Col>
        </Grid>
        <Button type="submit" loading={pending} disabled={!ready || levelMax < levelMin} style={{ alignSelf: 'flex-start' }} data-testid="listing-form-submit">
          {initial ? t('group-finder.form.save') : t('group-finder.form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
