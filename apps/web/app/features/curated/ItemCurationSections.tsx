import '@mantine/core/styles/List.layer.css';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { localePath, type Language } from '../../i18n/languages';
import { mapLinkToMap } from '../map';
import type { ItemCuration } from './item-curation';

/** "Harvested at" and "sold by" on an item page; nothing when neither is known. */
export function ItemCurationSections({ lang, data }: { lang: Language; data: ItemCuration }) {
  const { t } = useTranslation();
  return (
    <>
      {data.harvest.length > 0 && (
        <Stack gap={4}>
          <Title order={2}>{t('curated.harvestedAt')}</Title>
          <List data-testid="item-harvested-at">
            {data.harvest.map((place) => (
              <List.Item key={place.mapId}>
                <Anchor component={Link} to={localePath(lang, mapLinkToMap(place.mapId))}>
                  [{place.x}, {place.y}]
                </Anchor>{' '}
                {[place.subArea, place.world].filter(Boolean).join(', ')}
                {place.quantity > 1 && ` · ${t('curated.quantity', { count: place.quantity })}`}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      {data.sellers.length > 0 && (
        <Stack gap={4}>
          <Title order={2}>{t('curated.soldBy')}</Title>
          <List data-testid="item-sold-by">
            {data.sellers.map((shop) => (
              <List.Item key={`${shop.mapId}-${shop.name}`}>
                <Text span fw={500}>
                  {shop.name}
                </Text>{' '}
                <Anchor component={Link} to={localePath(lang, mapLinkToMap(shop.mapId))}>
                  [{shop.x}, {shop.y}]
                </Anchor>{' '}
                {t('curated.price', { price: shop.price.toLocaleString(lang) })}{' '}
                {shop.currency ? (
                  <Anchor component={Link} to={localePath(lang, `/database/object/${shop.currency.id}`)}>
                    {shop.currency.name}
                  </Anchor>
                ) : (
                  t('curated.kamas')
                )}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </>
  );
}
