import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { SimpleGrid } from '../../ui/grid/SimpleGrid';
import { CHARACTERISTIC as C, ELEMENT_CHARACTERISTICS, PRIMARY_STAT_CHARACTERISTIC } from '@grimoire/rules';
import type { DerivedStats } from '@grimoire/rules';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { localePath } from '../../i18n/languages';
import type { Language } from '../../i18n/languages';
import { localized } from '../../ui/LocalizedName';
import { setBonusText, type StuffComputation } from './computation';
import { ResistanceTable } from './ResistanceTable';

type DerivedNumber = Exclude<keyof DerivedStats, 'resistances'>;
const DERIVED_ORDER: readonly DerivedNumber[] = [
  'ap',
  'mp',
  'range',
  'lifePoints',
  'initiative',
  'prospecting',
  'pods',
  'summons',
  'dodge',
  'lock',
  'apParry',
  'mpParry',
  'apReduction',
  'mpReduction',
  'criticalResistance',
  'pushbackResistance',
];
/** Characteristics already shown as primary or derived values (e.g. lock 79 is part of "Lock"). */
const SHOWN_IDS = new Set([
  ...Object.values(PRIMARY_STAT_CHARACTERISTIC),
  ...[C.ap, C.mp, C.range, C.initiative, C.prospecting, C.pods, C.summons, C.dodge, C.lock],
  ...[C.apParry, C.mpParry, C.apReduction, C.mpReduction, C.criticalResist, C.pushbackResist],
  ...Object.values(ELEMENT_CHARACTERISTICS).flatMap((ids) => [ids.resist, ids.resistPercent]),
]);

/** Derived values, the other non-zero totals, and the active set bonuses. */
export function StatsPanel({ computation, lang }: { computation: StuffComputation; lang: Language }) {
  const { t } = useTranslation();
  const { stats, sets, characteristicName } = computation;
  const others = Object.entries(stats.totals)
    .map(([id, value]) => [Number(id), value] as const)
    .filter(([id, value]) => value !== 0 && !SHOWN_IDS.has(id));

  return (
    <Stack gap="sm">
      <Paper withBorder p="sm" radius="md">
        <Title order={2} size="h4" mb="xs">
          {t('stuff.totals.title')}
        </Title>
        <SimpleGrid cols={2} spacing="lg" verticalSpacing={4} data-testid="derived-stats">
          {DERIVED_ORDER.map((key) => (
            <Group key={key} justify="space-between" gap={4} wrap="nowrap">
              <Text size="sm">{t(`stuff.derived.${key}`)}</Text>
              <Text size="sm" fw={700} data-testid={`derived-${key}`}>
                {stats.derived[key]}
              </Text>
            </Group>
          ))}
        </SimpleGrid>
        <ResistanceTable resistances={stats.derived.resistances} />
        {others.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing={4} mt="sm" data-testid="other-totals">
            {others.map(([id, value]) => (
              <Group key={id} justify="space-between" gap={4} wrap="nowrap">
                <Text size="sm">{characteristicName(id)}</Text>
                <Text size="sm" fw={600} c={value < 0 ? 'red' : undefined}>
                  {value}
                </Text>
              </Group>
            ))}
          </SimpleGrid>
        )}
      </Paper>
      <Paper withBorder p="sm" radius="md" data-testid="set-bonuses">
        <Title order={2} size="h4" mb="xs">
          {t('stuff.sets.title')}
        </Title>
        {stats.sets.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('stuff.sets.none')}
          </Text>
        ) : (
          <Stack gap="xs">
            {stats.sets.map((worn) => {
              const set = sets.get(worn.setId);
              const bonus = setBonusText(computation, worn);
              return (
                <Stack key={worn.setId} gap={2} data-testid={`set-${worn.setId}`}>
                  <Group gap="xs">
                    {set ? (
                      <Anchor component={Link} to={localePath(lang, `/database/item-sets/${set.id}`)} fw={600} size="sm">
                        {localized(set.name, lang)}
                      </Anchor>
                    ) : (
                      <Text size="sm">{t('stuff.sets.unknown')}</Text>
                    )}
                    <Badge variant="light" size="sm">
                      {t('stuff.sets.pieces', { count: worn.pieces })}
                    </Badge>
                  </Group>
                  {bonus ? (
                    <Text size="xs">{bonus}</Text>
                  ) : (
                    <Text size="xs" c="dimmed">
                      {t('stuff.sets.noBonus')}
                    </Text>
                  )}
                </Stack>
              );
            })}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
