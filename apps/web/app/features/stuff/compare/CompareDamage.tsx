import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import { Paper, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Language } from '../../../i18n/languages';
import { localized } from '../../../ui/LocalizedName';
import { spellDamage, weaponDamage } from '../damage-rows';
import { DamageTable } from '../DamageTable';
import { DamageTargetPicker } from '../DamageTargetPicker';
import { usePinnedSpells } from '../spells';
import { useDamageTarget } from '../use-damage-target';
import type { ComparedBuild } from './CompareTables';

const SPELL_PARAM = 'spell';
const WEAPON = 'weapon';

/** The choice kept in the address (`?spell=`), so the shared comparison shows the same damage. */
function useSpellChoice(spellIds: readonly number[]) {
  const [choice, setChoice] = useState<string>(WEAPON);
  useEffect(() => {
    const asked = new URLSearchParams(window.location.search).get(SPELL_PARAM);
    if (asked && spellIds.includes(Number(asked))) setChoice(asked);
  }, [spellIds]);
  const update = (next: string) => {
    setChoice(next);
    const search = new URLSearchParams(window.location.search);
    if (next === WEAPON) search.delete(SPELL_PARAM);
    else search.set(SPELL_PARAM, next);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}?${search.toString()}`);
  };
  return [choice, update] as const;
}

/** Each build's damage with the same spell (or its own weapon) against the same target. */
export function CompareDamage({ builds, lang }: { builds: readonly ComparedBuild[]; lang: Language }) {
  const { t } = useTranslation();
  const spellIds = useMemo(() => [...new Set(builds.flatMap(({ stuff }) => stuff.pinnedSpells))], [builds]);
  const pinned = usePinnedSpells(spellIds);
  const [choice, setChoice] = useSpellChoice(spellIds);
  const target = useDamageTarget();
  const spell = choice === WEAPON ? undefined : pinned.data?.find((candidate) => candidate.spell.id === Number(choice));
  const options = [
    { value: WEAPON, label: t('stuff.compare.ownWeapon') },
    ...(pinned.data ?? []).map(({ spell: candidate }) => ({ value: String(candidate.id), label: localized(candidate.name, lang) })),
  ];
  return (
    <Paper withBorder p="sm" radius="md" data-testid="compare-damage">
      <Title order={2} size="h4" mb="xs">
        {t('stuff.compare.damage')}
      </Title>
      <Stack gap="sm">
        <Select
          label={t('stuff.compare.damageOf')}
          data={options}
          value={choice}
          allowDeselect={false}
          onChange={(value) => value && setChoice(value)}
          description={spellIds.length === 0 ? t('stuff.compare.noPinned') : undefined}
          data-testid="compare-damage-spell"
        />
        <DamageTargetPicker lang={lang} state={target} />
        {choice !== WEAPON && pinned.isPending && <Skeleton height={80} />}
        {builds.map(({ key, title, stuff, computation }, index) => {
          const totals = computation.stats.totals;
          const weapon = stuff.items.weapon === null ? undefined : computation.items.get(stuff.items.weapon);
          const damage = spell ? spellDamage(spell, totals, stuff.level, target.target) : undefined;
          const rows = damage ? damage.rows : choice === WEAPON ? weaponDamage(weapon, totals, target.target) : [];
          const empty = damage
            ? !damage.level
              ? damage.firstLevel === undefined
                ? t('stuff.damage.noLevels')
                : t('stuff.damage.tooLow', { level: damage.firstLevel })
              : t('stuff.damage.noHit')
            : t('stuff.compare.noWeaponHit');
          return (
            <Stack key={key} gap={2} data-testid={`compare-damage-${index}`}>
              <Text size="sm" fw={700}>
                {String.fromCharCode(65 + index)} · {title}
                {choice === WEAPON && weapon && (
                  <Text span size="sm" c="dimmed" fw={400}>
                    {' '}
                    ({localized(weapon.name, lang)})
                  </Text>
                )}
              </Text>
              {rows.length > 0 ? <DamageTable rows={rows} lang={lang} /> : <Text size="xs" c="dimmed">{empty}</Text>}
            </Stack>
          );
        })}
        <Text size="xs" c="dimmed">
          {t(target.target ? 'stuff.damage.hintTarget' : 'stuff.damage.hint')}
        </Text>
      </Stack>
    </Paper>
  );
}
