import { Badge, Group, Text, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { isPhorreur, searchClues } from '@grimoire/rules';
import { forwardRef, useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { LazySelect } from '../../ui/select/LazySelect';
import type { HuntClue } from './loader';

export const PHORREUR = 'phorreur';

interface CluePickerProps {
  clues: HuntClue[];
  /** Distance of each clue found ahead in the chosen direction (those are offered first). */
  ahead: ReadonlyMap<number, number>;
  value: number | 'phorreur' | null;
  onChange: (clue: number | 'phorreur' | null) => void;
  compact?: boolean;
}

/**
 * Keyboard-first clue picker: type (accents, case, œ/oe and small typos forgiven), arrows, Enter.
 * The Phorreur step first, then the clues found ahead, nearest first; "pho" or "forreur" finds the Phorreur.
 */
export const CluePicker = forwardRef<HTMLInputElement, CluePickerProps>(function CluePicker({ clues, ahead, value, onChange, compact }, ref) {
  const { t } = useTranslation();
  // The Phorreur is a step of its own, listed first; the clues found ahead follow, nearest first.
  const data = useMemo(() => {
    const ordered = [...clues].sort((a, b) => (ahead.get(a.id) ?? 99) - (ahead.get(b.id) ?? 99));
    return [{ value: PHORREUR, label: t('treasure-hunt.phorreur') }, ...ordered.map((c) => ({ value: String(c.id), label: c.name }))];
  }, [clues, ahead, t]);
  const filter: OptionsFilter = ({ options, search }) => {
    const items = options as ComboboxItem[];
    if (!search.trim()) return items;
    // "pho", "phor" find the Phorreur like any name; "forreur", "phoreur" (however spelt) put it first.
    const found = searchClues(search, items, (o) => o.label);
    if (!isPhorreur(search)) return found;
    return [...items.filter((o) => o.value === PHORREUR), ...found.filter((o) => o.value !== PHORREUR)];
  };
  return (
    <LazySelect
      ref={ref}
      label={t('treasure-hunt.clue')}
      placeholder={t('treasure-hunt.cluePlaceholder')}
      searchable
      clearable
      selectFirstOptionOnChange
      data={data}
      filter={filter}
      limit={60}
      maxDropdownHeight={compact ? 200 : 320}
      nothingFoundMessage={t('treasure-hunt.clueNothing')}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : next === PHORREUR ? PHORREUR : Number(next))}
      size={compact ? 'xs' : 'sm'}
      // Typing over a picked clue replaces it: the next step's clue is a new name.
      onFocus={(event) => event.currentTarget.select()}
      comboboxProps={{ withinPortal: !compact }}
      data-testid="hunt-clue"
      renderOption={({ option }) => {
        const distance = ahead.get(Number(option.value));
        return (
          <Group justify="space-between" wrap="nowrap" w="100%" gap="xs">
            <Text size="sm">{option.label}</Text>
            {distance !== undefined && (
              <Badge size="sm" variant="light">
                {t('treasure-hunt.aheadBadge', { count: distance })}
              </Badge>
            )}
          </Group>
        );
      }}
    />
  );
});
