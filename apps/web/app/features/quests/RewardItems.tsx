import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { localePath, type Language } from '../../i18n/languages';
import { GameImage } from '../../ui/GameImage';
import { OmittedNote } from '../omitted';
import { localized, LocalizedName } from '../../ui/LocalizedName';
import type { RewardItem } from './detail-loader';

export function formatNumber(value: number, lang: Language): string {
  return new Intl.NumberFormat(lang).format(value);
}

/** Items with quantities and links to their pages; reward items the data lacks are counted, not listed. */
export function RewardItems({
  rewards,
  items,
  lang,
  omitted = 0,
}: {
  rewards: [number, number][];
  items: Map<number, RewardItem>;
  lang: Language;
  omitted?: number;
}) {
  const { t } = useTranslation();
  if (rewards.length === 0)
    return omitted > 0 ? <OmittedNote count={omitted} kind="items" /> : <Text c="dimmed" fz="sm">{t('quests.detail.noItems')}</Text>;
  return (
    <Stack gap={6} data-testid="reward-items">
      {rewards.map(([itemId, quantity]) => {
        const item = items.get(itemId);
        const name = item ? localized(item.name, lang) : t('quests.detail.unknownItem', { id: itemId });
        return (
          <Group key={itemId} gap="xs" wrap="nowrap" data-testid="reward-item" data-item-id={itemId} data-quantity={quantity}>
            <GameImage img={item?.img} alt="" size={32} />
            <Text fz="sm" fw={600}>
              {t('quests.detail.quantity', { quantity })}
            </Text>
            {item ? (
              <Anchor component={Link} to={localePath(lang, `/database/object/${itemId}`)} fz="sm">
                <LocalizedName doc={item} lang={lang} />
              </Anchor>
            ) : (
              <Text fz="sm" c="dimmed" data-testid="reward-item-missing">
                {name}
              </Text>
            )}
          </Group>
        );
      })}
      <OmittedNote count={omitted} kind="items" />
    </Stack>
  );
}
