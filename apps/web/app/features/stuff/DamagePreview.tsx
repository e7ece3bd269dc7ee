import '@mantine/core/styles/Skeleton.layer.css';
import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Stuff } from '@grimoire/rules';
import { useTranslation } from '../../i18n/use-translation';
import type { Language } from '../../i18n/languages';
import { localized } from '../../ui/LocalizedName';
import type { StuffComputation } from './computation';
import { spellDamage, weaponDamage, type SpellDamage } from './damage-rows';
import { DamageTable } from './DamageTable';
import { DamageTargetPicker } from './DamageTargetPicker';
import { usePinnedSpells } from './spells';
import { useDamageTarget } from './use-damage-target';

function SpellSection({ damage, lang }: { damage: SpellDamage; lang: Language }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} data-testid={`damage-spell-${damage.spellId}`}>
      <Group gap="xs" justify="space-between">
        <Text size="sm" fw={600}>
          {localized(damage.name, lang)}
        </Text>
        {damage.level && (
          <Text size="xs" c="dimmed">
            {t('stuff.damage.grade', { grade: damage.level.grade })}
          </Text>
        )}
      </Group>
      {!damage.level ? (
        <Text size="xs" c="dimmed">
          {damage.firstLevel === undefined
            ? t('stuff.damage.noLevels')
            : t('stuff.damage.tooLow', { level: damage.firstLevel })}
        </Text>
      ) : damage.rows.length === 0 ? (
        <Text size="xs" c="dimmed">
          {damage.leftOut > 0 ? t('stuff.damage.noTrustedHit') : t('stuff.damage.noHit')}
        </Text>
      ) : (
        <DamageTable rows={damage.rows} lang={lang} />
      )}
      {damage.leftOut > 0 && (
        <Text size="xs" c="dimmed" data-testid="damage-left-out">
          {t('stuff.damage.leftOut', { count: damage.leftOut })}
        </Text>
      )}
    </Stack>
  );
}

/** The `calcul_damage` flag's preview: the weapon's and each pinned spell's hits with the stuff's totals. */
export function DamagePreview({
  computation,
  stuff,
  lang,
}: {
  computation: StuffComputation;
  stuff: Stuff;
  lang: Language;
}) {
  const { t } = useTranslation();
  const { totals } = computation.stats;
  const targetState = useDamageTarget();
  const { target } = targetState;
  const weapon = stuff.items.weapon === null ? undefined : computation.items.get(stuff.items.weapon);
  const weaponRows = weaponDamage(weapon, totals, target);
  const pinned = usePinnedSpells(stuff.pinnedSpells);
  const spells = (pinned.data ?? []).map((spell) => spellDamage(spell, totals, stuff.level, target));
  const isLoadingSpells = stuff.pinnedSpells.length > 0 && pinned.isPending;
  const isEmpty = weaponRows.length === 0 && stuff.pinnedSpells.length === 0;

  return (
    <Paper withBorder p="sm" radius="md" data-testid="damage-preview">
      <Title order={2} size="h4" mb="xs">
        {t('stuff.damage.title')}
      </Title>
      {!isEmpty && <DamageTargetPicker lang={lang} state={targetState} />}
      {isEmpty ? (
        <Text size="sm" c="dimmed">
          {t('stuff.damage.empty')}
        </Text>
      ) : (
        <Stack gap="sm">
          {weapon && weaponRows.length > 0 && (
            <Stack gap={2} data-testid="damage-weapon">
              <Text size="sm" fw={600}>
                {localized(weapon.name, lang)}
              </Text>
              <DamageTable rows={weaponRows} lang={lang} />
            </Stack>
          )}
          {spells.map((damage) => (
            <SpellSection key={damage.spellId} damage={damage} lang={lang} />
          ))}
          {isLoadingSpells && <Skeleton height={60} />}
          {pinned.isError && (
            <Text size="sm" c="red">
              {t('errors.generic')}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t(target ? 'stuff.damage.hintTarget' : 'stuff.damage.hint')}
          </Text>
        </Stack>
      )}
    </Paper>
  );
}
