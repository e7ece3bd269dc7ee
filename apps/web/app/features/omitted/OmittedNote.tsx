import { Text } from '@mantine/core';
import type { Omitted } from '@grimoire/gamedata/types';
import { useTranslation } from '../../i18n/use-translation';

/** What the left-out records of a list are: the key of the sentence that counts them. */
export type OmittedKind = 'items' | 'monsters' | 'quests' | 'achievements' | 'pieces';

/** The kind of record a list field of the data points to (`drops` → items). */
const KIND_OF_FIELD: Record<string, OmittedKind> = {
  drops: 'items',
  itemIds: 'items',
  itemsReward: 'items',
  harvestables: 'items',
  dropMonsterIds: 'monsters',
  monsterIds: 'monsters',
  questIds: 'quests',
  quests: 'quests',
  achievementIds: 'achievements',
};

/**
 * The line every page shows under a list whose related records the data lacks ("3 items not in the
 * data"), instead of their ids. Renders nothing when none was left out.
 */
export function OmittedNote({
  count,
  kind,
  testId = 'omitted-note',
}: {
  count: number | undefined;
  kind: OmittedKind;
  testId?: string;
}) {
  const { t } = useTranslation();
  if (!count) return null;
  return (
    <Text c="dimmed" fz="sm" data-testid={testId}>
      {t(`omitted.${kind}`, { count })}
    </Text>
  );
}

/** The note for one list field of a record's `omitted` counts. */
export function OmittedField({ omitted, field }: { omitted: Omitted | undefined; field: string }) {
  const kind = KIND_OF_FIELD[field];
  if (!kind) return null;
  return <OmittedNote count={omitted?.[field]} kind={kind} />;
}
