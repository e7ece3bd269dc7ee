import { Anchor, Text } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { localePath, type Language } from '../../i18n/languages';
import { markedName } from '../../ui/LocalizedName';
import type { JobHarvest } from './loader';

/** Harvests named for a gap: the highest ones the job can gather there. */
const SHOWN_HARVESTS = 3;

/**
 * What the job can harvest below `belowLevel` (the highest levels first, linked to their pages), and
 * that the data gives no XP per harvest; nothing for a job that harvests nothing.
 */
export function HarvestHint({ lang, harvests, belowLevel }: { lang: Language; harvests: readonly JobHarvest[]; belowLevel: number }) {
  const { t } = useTranslation();
  const shown = harvests.filter((harvest) => harvest.level < belowLevel).slice(-SHOWN_HARVESTS).reverse();
  if (shown.length === 0) return null;
  return (
    <Text size="xs" c="dimmed" component="span" data-testid="plan-harvest-hint">
      {t('jobs-xp.harvest.lead')}{' '}
      {shown.map((harvest, index) => (
        <Fragment key={harvest.item.id}>
          {index > 0 && ', '}
          <Anchor component={Link} size="xs" to={localePath(lang, `/database/object/${harvest.item.id}`)}>
            {markedName(harvest.item, lang, t)}
          </Anchor>{' '}
          {t('jobs-xp.harvest.level', { level: harvest.level })}
        </Fragment>
      ))}
      . {t('jobs-xp.harvest.noXpData')}
    </Text>
  );
}
