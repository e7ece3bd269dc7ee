import '@mantine/core/styles/List.layer.css';
import { Anchor, List, Text } from '@mantine/core';
import type { AlmanaxDay } from '@grimoire/gamedata/types';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { localePath, type Language } from '../../i18n/languages';
import { localized } from '../../ui/LocalizedName';
import { plainGameText } from '../../ui/game-text';

/** The next date (from `today`, YYYY-MM-DD) falling on a month-day `MM-DD`. */
export function nextDate(monthDay: string, today: string): string {
  const year = Number(today.slice(0, 4));
  const thisYear = `${year}-${monthDay}`;
  return thisYear >= today ? thisYear : `${year + 1}-${monthDay}`;
}

/** Almanax days whose bonus names the job, soonest first, each linking to its almanax page. */
export function AlmanaxDays({ lang, days, today }: { lang: Language; days: Pick<AlmanaxDay, 'id' | 'date' | 'bonus'>[]; today: string }) {
  const { t } = useTranslation();
  if (days.length === 0) return <Text size="sm" c="dimmed">{t('jobs-xp.almanax.none')}</Text>;
  const dated = days.map((day) => ({ day, date: nextDate(day.date, today) })).sort((a, b) => a.date.localeCompare(b.date));
  const format = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <List spacing={4} size="sm" data-testid="jobs-almanax">
      {dated.map(({ day, date }) => (
        <List.Item key={day.id}>
          <Anchor component={Link} to={`${localePath(lang, '/almanax')}?date=${date}`}>
            {format.format(new Date(`${date}T00:00:00Z`))}
          </Anchor>
          {' — '}
          {plainGameText(localized(day.bonus?.description, lang))}
        </List.Item>
      ))}
    </List>
  );
}
