import { Anchor, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import type { Language } from '../../i18n/languages';
import { localized } from '../../ui/LocalizedName';
import { addMonths, monthDay } from './almanax-date';
import { formatLongDate, formatMonth } from './format';
import type { AlmanaxData } from './loader';
import classes from './AlmanaxMonth.module.css';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The month as a Monday-first grid; each day links to its page and shows its offering. */
export function AlmanaxMonth({ data, lang }: { data: AlmanaxData; lang: Language }) {
  const { t } = useTranslation();
  const byDay = new Map(data.month.map((cell) => [cell.date, cell]));
  const weekdays = t('almanax.weekdays', { returnObjects: true }) as string[];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="almanax-month-title" data-testid="almanax-month">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Anchor component={Link} to={`?date=${addMonths(data.date, -1)}`} aria-label={t('almanax.previousMonth')} data-testid="almanax-prev-month">
            <IconChevronLeft size={20} />
          </Anchor>
          <Title order={2} fz="h3" id="almanax-month-title">
            {t('almanax.month')} — {capitalized(formatMonth(data.date, lang))}
          </Title>
          <Anchor component={Link} to={`?date=${addMonths(data.date, 1)}`} aria-label={t('almanax.nextMonth')} data-testid="almanax-next-month">
            <IconChevronRight size={20} />
          </Anchor>
        </Group>
        <div className={classes.grid}>
          {weekdays.map((weekday) => (
            <Text key={weekday} className={classes.weekday} fz="xs" fw={700} c="dimmed" ta="center" aria-hidden>
              {weekday}
            </Text>
          ))}
          {Array.from({ length: data.grid.leadingBlanks }, (_, index) => (
            <div key={`blank-${index}`} aria-hidden />
          ))}
          {data.grid.days.map((iso) => {
            const cell = byDay.get(monthDay(iso));
            const isSelected = iso === data.date;
            const offering = cell ? `${cell.quantity} × ${localized(cell.itemName, lang)}` : t('almanax.noOffering');
            return (
              <Box
                key={iso}
                component={Link}
                to={`?date=${iso}`}
                className={classes.day}
                data-selected={isSelected || undefined}
                data-today={iso === data.today || undefined}
                aria-current={isSelected ? 'date' : undefined}
                aria-label={`${formatLongDate(iso, lang)} — ${offering}`}
                data-testid="almanax-month-day"
                data-date={iso}
              >
                <Text fw={700} fz="sm">
                  {Number(iso.slice(8))}
                </Text>
                <Text fz="xs" lineClamp={2} className={classes.offering}>
                  {offering}
                </Text>
              </Box>
            );
          })}
        </div>
      </Stack>
    </Paper>
  );
}
