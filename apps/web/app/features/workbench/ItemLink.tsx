import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { localePath, type Language } from '../../i18n/languages';
import { GameImage } from '../../ui/GameImage';
import { LocalizedName } from '../../ui/LocalizedName';
import type { WorkbenchItem } from './recipe-data';

/** An item's icon and name linking to its page; an id missing from the data says so in words. */
export function ItemLink({ lang, itemId, item, size = 28 }: { lang: Language; itemId: number; item?: WorkbenchItem; size?: number }) {
  const { t } = useTranslation();
  if (!item) return <Text size="sm" c="dimmed">{t('workbench.unknownItem')}</Text>;
  return (
    <Group gap="xs" wrap="nowrap">
      <GameImage img={item.img} alt="" size={size} />
      <Anchor component={Link} to={localePath(lang, `/database/object/${itemId}`)} size="sm" data-testid="workbench-item-link">
        <LocalizedName doc={item} lang={lang} />
      </Anchor>
    </Group>
  );
}
