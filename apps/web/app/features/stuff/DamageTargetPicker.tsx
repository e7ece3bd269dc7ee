import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import { Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ELEMENTS } from '@grimoire/rules';
import { useState } from 'react';
import { keepPreviousData, useQuery } from '../../api/queries/queries';
import { useApi } from '../../api/use-api';
import { useTranslation } from '../../i18n/use-translation';
import type { Language } from '../../i18n/languages';
import { ChoiceButtons } from '../../ui/ChoiceButtons';
import { localized } from '../../ui/LocalizedName';
import { EMPTY_CUSTOM, TARGET_LIMITS } from './damage-target';
import type { CustomTarget, TargetChoice } from './damage-target';
import type { useDamageTarget } from './use-damage-target';

type TargetState = ReturnType<typeof useDamageTarget>;

function MonsterSelect({ lang, state }: { lang: Language; state: TargetState }) {
  const { t } = useTranslation();
  const api = useApi();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const results = useQuery({
    queryKey: ['damage-target-search', lang, debounced],
    queryFn: () =>
      api.find('monsters', { name: { $search: debounced }, $select: ['id', 'name', 'grades.level'], $limit: 20 }),
    enabled: debounced.length >= 2,
    placeholderData: keepPreviousData,
  });
  const chosen = state.monster.data;
  const options = (results.data?.data ?? []).map((monster) => ({ value: String(monster.id), label: localized(monster.name, lang) }));
  if (chosen && !options.some((option) => option.value === String(chosen.id))) {
    options.unshift({ value: String(chosen.id), label: localized(chosen.name, lang) });
  }
  const choice = state.choice.kind === 'monster' ? state.choice : undefined;
  const grades = chosen?.grades ?? [];
  return (
    <Group gap="xs" align="flex-start" wrap="wrap">
      <Select
        style={{ flex: '1 1 12rem' }}
        label={t('stuff.target.monster')}
        placeholder={t('stuff.target.monsterSearch')}
        searchable
        filter={({ options: all }) => all}
        data={options}
        value={choice ? String(choice.monsterId) : null}
        searchValue={search}
        onSearchChange={setSearch}
        onChange={(value) => value && state.setChoice({ kind: 'monster', monsterId: Number(value), grade: 1 })}
        nothingFoundMessage={debounced.length >= 2 && !results.isFetching ? t('stuff.target.noMonster') : undefined}
        data-testid="damage-target-monster"
      />
      <Select
        style={{ flex: '1 1 12rem' }}
        label={t('stuff.target.grade')}
        data={grades.map((grade) => ({
          value: String(grade.grade),
          label: t('stuff.target.gradeOption', { grade: grade.grade, level: grade.level }),
        }))}
        value={choice ? String(choice.grade) : null}
        disabled={!choice || grades.length === 0}
        allowDeselect={false}
        onChange={(value) => choice && value && state.setChoice({ ...choice, grade: Number(value) })}
        data-testid="damage-target-grade"
      />
    </Group>
  );
}

/** What the chosen grade resists with, in the page's words; missing elements are said to be unknown. */
function GradeResistances({ state }: { state: TargetState }) {
  const { t } = useTranslation();
  if (state.choice.kind !== 'monster') return null;
  if (state.monster.isError) return <Text size="xs" c="red">{t('stuff.target.monsterMissing')}</Text>;
  if (state.monster.data && !state.grade) {
    return (
      <Text size="xs" c="red" data-testid="damage-target-no-grade">
        {t('stuff.target.gradeMissing', { grade: state.choice.grade })}
      </Text>
    );
  }
  if (!state.grade) return null;
  const resistances = state.grade.resistances;
  if (!resistances) return <Text size="xs" c="dimmed">{t('stuff.target.noResistances')}</Text>;
  const parts = ELEMENTS.flatMap((element) =>
    resistances[element] === undefined ? [] : [`${t(`stuff.elements.${element}`)} ${resistances[element]} %`],
  );
  return (
    <Text size="xs" c="dimmed" data-testid="damage-target-resistances">
      {t('stuff.target.resistances', { list: parts.join(' · ') })}
    </Text>
  );
}

function CustomFields({ custom, onChange }: { custom: CustomTarget; onChange(next: CustomTarget): void }) {
  const { t } = useTranslation();
  const number = (label: string, value: number, limits: { min: number; max: number }, set: (v: number) => void, testId: string) => (
    <NumberInput
      key={testId}
      style={{ flex: '0 0 6rem' }}
      size="xs"
      label={label}
      value={value}
      min={limits.min}
      max={limits.max}
      clampBehavior="strict"
      allowDecimal={false}
      onChange={(next) => set(typeof next === 'number' ? next : 0)}
      data-testid={testId}
    />
  );
  return (
    <Stack gap={4}>
      <Group gap="xs" align="flex-end" wrap="wrap">
        {ELEMENTS.map((element) =>
          number(
            t('stuff.target.percentOf', { element: t(`stuff.elements.${element}`) }),
            custom.resistPercent[element],
            TARGET_LIMITS.percent,
            (value) => onChange({ ...custom, resistPercent: { ...custom.resistPercent, [element]: value } }),
            `damage-target-percent-${element}`,
          ),
        )}
        {ELEMENTS.map((element) =>
          number(
            t('stuff.target.fixedOf', { element: t(`stuff.elements.${element}`) }),
            custom.resistFixed[element],
            TARGET_LIMITS.fixed,
            (value) => onChange({ ...custom, resistFixed: { ...custom.resistFixed, [element]: value } }),
            `damage-target-fixed-${element}`,
          ),
        )}
      </Group>
      <Group gap="xs" align="flex-end" wrap="wrap">
        {number(t('stuff.target.critical'), custom.criticalResist, TARGET_LIMITS.fixed, (value) => onChange({ ...custom, criticalResist: value }), 'damage-target-critical')}
        {number(t('stuff.target.melee'), custom.meleeResistPercent, TARGET_LIMITS.percent, (value) => onChange({ ...custom, meleeResistPercent: value }), 'damage-target-melee')}
        {number(t('stuff.target.distance'), custom.distanceResistPercent, TARGET_LIMITS.percent, (value) => onChange({ ...custom, distanceResistPercent: value }), 'damage-target-distance')}
      </Group>
    </Stack>
  );
}

/** No target, a monster of the encyclopedia at a grade, or resistances typed in. */
export function DamageTargetPicker({ lang, state }: { lang: Language; state: TargetState }) {
  const { t } = useTranslation();
  const { choice } = state;
  const pick = (kind: TargetChoice['kind']) => {
    if (kind === 'none') state.setChoice({ kind });
    else if (kind === 'custom') state.setChoice({ kind, custom: EMPTY_CUSTOM });
    // A monster is chosen from the search; until then the preview keeps no target.
    else state.setChoice({ kind: 'monster', monsterId: 0, grade: 1 });
  };
  return (
    <Stack gap="xs" data-testid="damage-target">
      <ChoiceButtons
        size="xs"
        aria-label={t('stuff.target.label')}
        value={choice.kind}
        onChange={pick}
        data={[
          { value: 'none', label: t('stuff.target.none') },
          { value: 'monster', label: t('stuff.target.monster') },
          { value: 'custom', label: t('stuff.target.custom') },
        ]}
        data-testid="damage-target-kind"
      />
      {choice.kind === 'monster' && <MonsterSelect lang={lang} state={state} />}
      <GradeResistances state={state} />
      {choice.kind === 'custom' && (
        <CustomFields custom={choice.custom} onChange={(custom) => state.setChoice({ kind: 'custom', custom })} />
      )}
    </Stack>
  );
}
