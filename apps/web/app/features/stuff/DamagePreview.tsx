import { Paper, Table, Text, Title } from '@mantine/core';
import { damagePreview, elementOfId } from '@grimoire/rules';
import type { DamageLine } from '@grimoire/rules';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../i18n/languages';
import { localized } from '../../ui/LocalizedName';
import type { StuffComputation } from './computation';

/** Weapon damage lines: item effects without a characteristic whose definition names an element. */
export function weaponDamageLines(computation: StuffComputation, weaponId: number | null): DamageLine[] {
  const weapon = weaponId === null ? undefined : computation.items.get(weaponId);
  if (!weapon) return [];
  return weapon.effects.flatMap((effect) => {
    const def = computation.effects.get(effect.effectId);
    const element = def?.elementId === undefined ? undefined : elementOfId(def.elementId);
    if (effect.characteristic > 0 || !element) return [];
    return [{ element, min: Math.min(effect.from, effect.to), max: Math.max(effect.from, effect.to) }];
  });
}

/** The `calcul_damage` flag's preview: the weapon's hits with the stuff's totals, no resistance. */
export function DamagePreview({ computation, weaponId, lang }: { computation: StuffComputation; weaponId: number | null; lang: Language }) {
  const { t } = useTranslation();
  const weapon = weaponId === null ? undefined : computation.items.get(weaponId);
  const lines = weaponDamageLines(computation, weaponId);
  const reach = weapon?.weapon && weapon.weapon.maxRange > 1 ? 'distance' : 'melee';
  return (
    <Paper withBorder p="sm" radius="md" data-testid="damage-preview">
      <Title order={2} size="h4" mb="xs">
        {t('stuff.damage.title')}
      </Title>
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('stuff.damage.noWeapon')}
        </Text>
      ) : (
        <>
          <Text size="sm" mb={4}>
            {weapon ? localized(weapon.name, lang) : ''}
          </Text>
          <Table verticalSpacing={2}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('stuff.damage.element')}</Table.Th>
                <Table.Th>{t('stuff.damage.normal')}</Table.Th>
                <Table.Th>{t('stuff.damage.critical')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line, index) => {
                const preview = damagePreview(line, computation.stats.totals, {
                  source: 'weapon',
                  reach,
                  criticalBonus: weapon?.weapon?.criticalHitBonus ?? 0,
                });
                return (
                  <Table.Tr key={index}>
                    <Table.Td>{t(`stuff.elements.${line.element}`)}</Table.Td>
                    <Table.Td>
                      {preview.normal.min}–{preview.normal.max}
                    </Table.Td>
                    <Table.Td>
                      {preview.critical.min}–{preview.critical.max}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          <Text size="xs" c="dimmed" mt={4}>
            {t('stuff.damage.hint')}
          </Text>
        </>
      )}
    </Paper>
  );
}
