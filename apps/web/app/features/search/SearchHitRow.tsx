import { Group, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import type { Language } from '../../i18n/languages';
import { GameImage } from '../../ui/GameImage';
import { markedName } from '../../ui/LocalizedName';
import type { SearchHit } from './search-kinds';

/** What tells a hit from look-alikes: its level (or range) and its type, race, category or class. */
export function hitDetail(hit: SearchHit, lang: Language, t: (key: string, values?: Record<string, unknown>) => string): string {
  const parts: string[] = [];
  if (hit.level !== undefined && hit.level > 0)
    parts.push(hit.levelMax !== undefined ? t('search.levels', { min: hit.level, max: hit.levelMax }) : t('search.level', { level: hit.level }));
  const context = hit.context?.[lang] ?? hit.context?.fr;
  if (context) parts.push(context);
  return parts.join(' · ');
}

/** One search result: icon, name in the page language (with the FR or EN note when shown in the other language), level and context. */
export function SearchHitRow({ hit, lang, iconSize }: { hit: SearchHit; lang: Language; iconSize: number }) {
  const { t } = useTranslation();
  const detail = hitDetail(hit, lang, t);
  return (
    <Group wrap="nowrap" gap="sm" w="100%">
      {hit.img && <GameImage img={hit.img} alt="" size={iconSize} />}
      <Text fz="sm" style={{ flex: 1 }}>
        {markedName(hit, lang, t)}
      </Text>
      {detail && (
        <Text fz="xs" c="dimmed" ta="right" data-testid="search-hit-detail">
          {detail}
        </Text>
      )}
    </Group>
  );
}
