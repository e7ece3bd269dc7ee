import '@mantine/core/styles/List.layer.css';
import { List, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import type { HarvestPlaces } from './harvest';
import { Section } from './parts';

/** "Harvested in": the named sub-areas where the resource grows, and how many others no source names. */
export function HarvestSection({ data }: { data: HarvestPlaces }) {
  const { t } = useTranslation();
  return (
    <Section title={t('items.detail.harvestedIn')} testId="item-harvest">
      {data.places.length > 0 && (
        <List data-testid="item-harvest-places">
          {data.places.map((place) => (
            <List.Item key={place}>{place}</List.Item>
          ))}
        </List>
      )}
      {data.unnamed > 0 && (
        <Text c="dimmed" fz="sm" data-testid="item-harvest-unnamed">
          {t('items.detail.harvestUnnamed', { count: data.unnamed })}
        </Text>
      )}
    </Section>
  );
}
