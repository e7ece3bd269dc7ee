import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { localePath } from '../../i18n/languages';
import { LocalizedName } from '../../ui/LocalizedName';
import { OmittedField } from '../omitted';
import type { MonsterDetailData } from './detail-loader';
import { DropsTable } from './DropsTable';
import { formatDropRate } from './monster-numbers';

/**
 * A monster's drops: the game version the list comes from (and a warning when newer tables do not
 * list the monster), its own drops with their conditions, then the drops every monster has, once.
 */
export function MonsterDrops({ data }: { data: MonsterDetailData }) {
  const { t } = useTranslation();
  const { lang, monster } = data;
  const own = monster.drops.filter((drop) => !drop.everyMonster);
  const common = monster.drops.filter((drop) => drop.everyMonster);
  const items = new Map(data.items.map((item) => [item.id, item]));
  const version = monster.dropsGameVersion;
  const omitted = monster.omitted?.drops ?? 0;
  return (
    <Stack gap="xs" data-testid="monster-drops-section">
      <Title order={2}>{t('monsters.detail.drops')}</Title>
      {version && (
        <Text fz="sm" c="dimmed" data-testid="drops-version">
          {monster.dropsNotInNewestTables
            ? t('monsters.drops.olderVersion', { version, newest: monster.dropsNotInNewestTables })
            : t('monsters.drops.version', { version })}
        </Text>
      )}
      {own.length > 0 ? (
        <DropsTable
          lang={lang}
          drops={own}
          items={data.items}
          gradeCount={monster.grades.length}
          conditions={data.conditions}
        />
      ) : (
        omitted === 0 && (
          <Text c="dimmed" data-testid="drops-none">
            {version ? t('monsters.drops.noneInVersion', { version }) : t('monsters.drops.none')}
          </Text>
        )
      )}
      <OmittedField omitted={monster.omitted} field="drops" />
      {common.map((drop) => {
        const item = items.get(drop.itemId);
        if (!item) return null;
        return (
          <Group key={drop.itemId} gap={6} data-testid="every-monster-drop">
            <Text fz="sm">{t('monsters.drops.everyMonster')}</Text>
            <Anchor component={Link} to={localePath(lang, `/database/object/${drop.itemId}`)} fz="sm">
              <LocalizedName doc={item} lang={lang} />
            </Anchor>
            <Text fz="sm">{formatDropRate(drop.percent, lang)}</Text>
          </Group>
        );
      })}
    </Stack>
  );
}
