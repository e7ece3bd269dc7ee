import { Badge, Button } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { Language } from '../../i18n/languages';
import { Chip } from '../../ui/chip/Chip';
import { GameImage } from '../../ui/GameImage';
import { localized, LocalizedName } from '../../ui/LocalizedName';
import type { BreedingMountView } from './loader';
import classes from './MountCard.module.css';
import type { Sex } from './selections';

interface MountCardProps {
  mount: BreedingMountView;
  lang: Language;
  male: boolean;
  female: boolean;
  /** Usable [male, female] pairs when the mount can be bred now from owned mounts. */
  pairs: [number, number][] | undefined;
  nameOf: (id: number) => string;
  genetons: number;
  onToggle: (sex: Sex, key: string) => void;
  onOdds: (male: number, female: number) => void;
}

/** One mount: picture, colours, stats, owned male/female toggles; highlighted when it can be bred now. */
export const MountCard = memo(function MountCard({ mount, lang, male, female, pairs, nameOf, genetons, onToggle, onOdds }: MountCardProps) {
  const { t } = useTranslation();
  const name = localized(mount.name, lang);
  const isNext = !!pairs && pairs.length > 0;
  return (
    <article className={isNext ? `${classes.card} ${classes.next}` : classes.card} data-testid="mount-card" data-mount={mount.id} data-next={isNext ? 'true' : undefined}>
      <div className={classes.head}>
        <GameImage img={mount.img} alt={name} size={56} />
        <div>
          <h4 className={classes.name}>
            <LocalizedName doc={mount} lang={lang} />
          </h4>
          <div className={classes.row}>
            {mount.colors.length > 0 && <span className={`${classes.small} ${classes.dimmed}`} data-testid="mount-colours">{mount.colors.join(' · ')}</span>}
            {mount.capturable && (
              <Badge size="xs" color="blue.8">
                {t('breeding.card.capturable')}
              </Badge>
            )}
            {!mount.breedable && (
              <Badge size="xs" color="grape.8">
                {t('breeding.card.special')}
              </Badge>
            )}
            {isNext && (
              <Badge size="xs" color="teal.9" data-testid="mount-next">
                {t('breeding.card.next')}
              </Badge>
            )}
          </div>
        </div>
      </div>
      <p className={`${classes.small} ${classes.dimmed}`}>{mount.stats.length > 0 ? mount.stats.join(' · ') : t('breeding.card.noStats')}</p>
      {mount.crossings.length > 0 && (
        <p className={classes.small}>
          {t('breeding.card.crossing', {
            parents: mount.crossings.map((pair) => pair.map(nameOf).join(t('breeding.card.and'))).join(t('breeding.card.or')),
          })}
        </p>
      )}
      {genetons > 0 && <p className={`${classes.small} ${classes.dimmed}`}>{t('breeding.card.genetons', { count: genetons })}</p>}
      {isNext &&
        pairs.map(([m, f]) => (
          <div key={`${m}-${f}`} className={classes.pair}>
            <span className={classes.small}>{t('breeding.card.from', { male: nameOf(m), female: nameOf(f) })}</span>
            <Button size="compact-xs" variant="subtle" color="blue.9" onClick={() => onOdds(m, f)}>
              {t('breeding.card.odds')}
            </Button>
          </div>
        ))}
      <div className={classes.row}>
        <Chip color="blue.8" checked={male} onChange={() => onToggle('male', mount.key)} aria-label={t('breeding.card.ownedMale', { name })} data-testid="toggle-male">
          ♂ {t('breeding.card.male')}
        </Chip>
        <Chip color="pink.8" checked={female} onChange={() => onToggle('female', mount.key)} aria-label={t('breeding.card.ownedFemale', { name })} data-testid="toggle-female">
          ♀ {t('breeding.card.female')}
        </Chip>
      </div>
    </article>
  );
});
