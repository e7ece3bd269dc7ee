import { Group, Stack, Text } from '@mantine/core';
import type { EffectDef, Item } from '@grimoire/gamedata/types';
import { useQuery } from '../../api/queries/queries';
import { useTranslation } from '../../i18n/use-translation';
import { useApi } from '../../api/use-api';
import type { Language } from '../../i18n/languages';
import { GameImage } from '../../ui/GameImage';
import { localized } from '../../ui/LocalizedName';
import { effectIdsOf, effectLines } from '../items';

/** Main lines shown per item in the picker: enough to tell two items apart at a glance. */
export const PICKER_LINES = 4;

/** Effect definitions of the listed items, for their lines (one call per result page). */
export function usePickerEffectDefs(items: readonly Item[] | undefined) {
  const api = useApi();
  const ids = effectIdsOf(...(items ?? []).map((item) => item.effects)).sort((a, b) => a - b);
  return useQuery({
    queryKey: ['stuff-picker-effects', ids.join(',')],
    queryFn: async () => new Map((await api.findAll('effects', { id: { $in: ids } })).map((def) => [def.id, def])),
    enabled: ids.length > 0,
    staleTime: Infinity,
  });
}

/** One picker result: icon, name, level, then its first main effect lines. */
export function PickerItemRow({ item, lang, defs }: { item: Item; lang: Language; defs: ReadonlyMap<number, EffectDef> | undefined }) {
  const { t } = useTranslation();
  const lines = defs ? effectLines(item.effects ?? [], defs, lang).filter((line) => line.isMain) : [];
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <GameImage img={item.img} alt="" size={36} />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600}>
          {localized(item.name, lang)}
        </Text>
        <Text size="xs" c="dimmed">
          {t('stuff.slot.level', { level: item.level })}
        </Text>
        {lines.length > 0 && (
          <Text size="xs" data-testid="picker-item-lines">
            {lines
              .slice(0, PICKER_LINES)
              .map((line) => line.text)
              .join(' · ')}
            {lines.length > PICKER_LINES ? ` · ${t('stuff.picker.moreLines', { count: lines.length - PICKER_LINES })}` : ''}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
