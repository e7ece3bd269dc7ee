import { Group, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import type { Language } from '../../i18n/languages';
import { GameImage } from '../../ui/GameImage';
import { localized } from '../../ui/LocalizedName';
import type { SearchHit } from './search-kinds';

/** One search result: icon, name in the page language (with the FR or EN note when shown in the other language), level. */
export function SearchHitRow({ hit, lang, iconSize }: { hit: SearchHit; lang: Language; iconSize: number }) {
  const { t } = useTranslation();
  return (
    <Group wrap="nowrap" gap="sm" w="100%">
      {hit.img && <GameImage img={hit.img} alt="" size={iconSize} />}
      <Text fz="sm" style={{ flex: 1 }}>
        {localized(hit.name, lang)}
        {hit.missingTranslations?.includes(lang) ? ` (${t(lang === 'fr' ? 'common.enOnly' : 'common.frOnly')})` : ''}
      </Text>
      {hit.level !== undefined && hit.level > 0 && (
        <Text fz="xs" c="dimmed">
          {t('search.level', { level: hit.level })}
        </Text>
      )}
    </Group>
  );
}
