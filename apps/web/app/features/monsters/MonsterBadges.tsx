import { Badge, Group } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import type { MonsterRow } from './list-loader';

/** Boss, mini-boss and archmonster marks. */
export function MonsterBadges({ monster, size = 'sm' }: { monster: Pick<MonsterRow, 'isBoss' | 'isMiniBoss' | 'isArchMonster'>; size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation();
  if (!monster.isBoss && !monster.isMiniBoss && !monster.isArchMonster) return null;
  return (
    <Group gap={4} component="span" display="inline-flex">
      {monster.isBoss && (
        <Badge size={size} color="red" variant="light" data-testid="badge-boss">
          {t('monsters.badges.boss')}
        </Badge>
      )}
      {monster.isMiniBoss && (
        <Badge size={size} color="orange" variant="light" data-testid="badge-miniboss">
          {t('monsters.badges.miniBoss')}
        </Badge>
      )}
      {monster.isArchMonster && (
        <Badge size={size} color="grape" variant="light" data-testid="badge-archmonster">
          {t('monsters.badges.archMonster')}
        </Badge>
      )}
    </Group>
  );
}
