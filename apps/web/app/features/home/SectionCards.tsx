import '@mantine/core/styles/Card.layer.css';
import { Card, Text, Title } from '@mantine/core';
import { SimpleGrid } from '../../ui/grid/SimpleGrid';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { localePath, type Language } from '../../i18n/languages';

interface SectionCardsProps {
  lang: Language;
  title: string;
  cards: readonly { key: string; path: string }[];
}

/** A titled grid of cards, one per database section or tool. */
export function SectionCards({ lang, title, cards }: SectionCardsProps) {
  const { t } = useTranslation();
  return (
    <section>
      <Title order={2} mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
        {cards.map((card) => (
          <Card key={card.key} component={Link} to={localePath(lang, card.path)} withBorder padding="md">
            <Text fw={600}>{t(`menu.${card.key}`)}</Text>
            <Text fz="sm" c="dimmed">
              {t(`home.cards.${card.key}`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
