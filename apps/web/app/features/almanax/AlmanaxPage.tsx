import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { SimpleGrid } from '../../ui/grid/SimpleGrid';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { AlmanaxDay } from '@grimoire/gamedata/types';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { localePath } from '../../i18n/languages';
import { GameImage } from '../../ui/GameImage';
import { localized } from '../../ui/LocalizedName';
import { formatNumber } from '../quests';
import { addDays } from './almanax-date';
import { AlmanaxMonth } from './AlmanaxMonth';
import { formatLongDate } from './format';
import type { AlmanaxData } from './loader';
import { GameText } from '../../ui/GameText';

function DayNavigation({ data }: { data: AlmanaxData }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Button
        component={Link}
        to={`?date=${addDays(data.date, -1)}`}
        variant="default"
        leftSection={<IconChevronLeft size={16} />}
        data-testid="almanax-prev"
      >
        {t('almanax.previousDay')}
      </Button>
      {data.date !== data.today && (
        <Button
          component={Link}
          to={localePath(data.lang, '/almanax')}
          variant="subtle"
          data-testid="almanax-today"
        >
          {t('almanax.backToToday')}
        </Button>
      )}
      <Button
        component={Link}
        to={`?date=${addDays(data.date, 1)}`}
        variant="default"
        rightSection={<IconChevronRight size={16} />}
        data-testid="almanax-next"
      >
        {t('almanax.nextDay')}
      </Button>
    </Group>
  );
}

export function AlmanaxPage({ data }: { data: AlmanaxData }) {
  const { t } = useTranslation();
  const { lang, day } = data;
  return (
    <Stack gap="md" data-testid="almanax" data-date={data.date}>
      <Stack gap={4}>
        <Group gap="sm">
          <Title order={1}>{t('almanax.dayHeading', { date: formatLongDate(data.date, lang) })}</Title>
          {data.date === data.today && <Badge>{t('almanax.today')}</Badge>}
        </Group>
        {day?.merydes && (
          <Text c="dimmed">{t('almanax.merydes', { name: localized(day.merydes, lang) })}</Text>
        )}
      </Stack>
      <DayNavigation data={data} />
      {day ? (
        <DayDetails data={data} day={day} />
      ) : (
        <Alert color="gray" data-testid="almanax-missing">
          {t('errors.dataMissing')}
        </Alert>
      )}
      <AlmanaxMonth data={data} lang={lang} />
    </Stack>
  );
}

/** The offering and the bonus of a day that has data. */
function DayDetails({ data, day }: { data: AlmanaxData; day: AlmanaxDay }) {
  const { t } = useTranslation();
  const { lang } = data;
  const itemName = localized(day.itemName, lang);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Paper withBorder p="md" radius="md" component="section" data-testid="almanax-offering">
        <Stack gap="sm">
          <Title order={2} fz="h3">
            {t('almanax.offering')}
          </Title>
          <Group gap="sm" wrap="nowrap">
            <GameImage img={data.offeringImg} alt={itemName} size={56} />
            <Stack gap={2}>
              <Group gap={6}>
                <Text fw={700} data-testid="almanax-quantity" data-value={day.quantity}>
                  {t('almanax.quantity', { quantity: day.quantity })}
                </Text>
                {day.itemId !== undefined ? (
                  <Anchor
                    component={Link}
                    to={localePath(lang, `/database/object/${day.itemId}`)}
                    data-testid="almanax-item"
                  >
                    {itemName}
                  </Anchor>
                ) : (
                  <Text data-testid="almanax-item">{itemName}</Text>
                )}
              </Group>
              {day.kamas !== undefined && (
                <Text c="dimmed" fz="sm" data-testid="almanax-kamas">
                  {t('almanax.kamas', { kamas: formatNumber(day.kamas, lang) })}
                </Text>
              )}
            </Stack>
          </Group>
          {day.questId !== undefined && (
            <Anchor component={Link} to={localePath(lang, `/database/quest/${day.questId}`)} fz="sm">
              {t('almanax.quest')}
            </Anchor>
          )}
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" data-testid="almanax-bonus">
        <Stack gap="sm">
          <Title order={2} fz="h3">
            {t('almanax.bonus')}
          </Title>
          {day.bonus.name && (
            <Text fw={700} data-testid="almanax-bonus-name">
              {localized(day.bonus.name, lang)}
            </Text>
          )}
          <Text data-testid="almanax-bonus-description">
            <GameText text={localized(day.bonus.description, lang)} lang={lang} linkable={data.linkable} />
          </Text>
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
