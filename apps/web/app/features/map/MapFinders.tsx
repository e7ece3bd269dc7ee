import '@mantine/core/styles/Combobox.layer.css';
import { Group, type ComboboxItem, type ComboboxParsedItem, type OptionsFilter } from '@mantine/core';
import { searchClues } from '@grimoire/rules';
import { memo, useMemo, useState, type ComponentProps } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { LazySelect } from '../../ui/select/LazySelect';
import type { MapSubArea } from './loader';
import type { ResourceChoice } from './resource-layer';

/**
 * The map's search, forgiving as the treasure hunt's (accents, case, œ/oe, small typos), best match
 * first; in a list of groups (resources under their type), within each group.
 */
export const forgivingFilter: OptionsFilter = ({ options, search }) => {
  if (!search.trim()) return options;
  const inGroup = (items: ComboboxItem[]) => searchClues(search, items, (option) => option.label);
  const grouped = options.some((option) => 'group' in option);
  if (!grouped) return inGroup(options as ComboboxItem[]);
  return options.flatMap((option): ComboboxParsedItem[] => {
    if (!('group' in option)) return inGroup([option]);
    const items = inGroup(option.items);
    return items.length > 0 ? [{ group: option.group, items }] : [];
  });
};

/** A map picker: searchable the forgiving way, clearable, one line on a phone. */
export function MapSearchSelect(props: ComponentProps<typeof LazySelect>) {
  return <LazySelect searchable clearable filter={forgivingFilter} w={{ base: '100%', xs: 280 }} {...props} />;
}

export interface MapFindersProps {
  subAreas: readonly MapSubArea[];
  areaName: (areaId: number) => string;
  onSubArea(subAreaId: number): void;
  /** Shown with the resource layer only; null hides the resource picker. */
  resources: readonly ResourceChoice[] | null;
  resourceId: number | null;
  onResource(itemId: number | null): void;
}

/** "Find a sub-area" (the map moves to it) and, with the resource layer, the resource to light up. */
export const MapFinders = memo(function MapFinders({ subAreas, areaName, onSubArea, resources, resourceId, onResource }: MapFindersProps) {
  const { t } = useTranslation();
  const [found, setFound] = useState<string | null>(null);
  const subAreaOptions = useMemo(() => {
    const named = subAreas.filter((sub) => sub.name);
    const count = new Map<string, number>();
    for (const sub of named) count.set(sub.name, (count.get(sub.name) ?? 0) + 1);
    // Two sub-areas of the same name ("Lac") are told apart by their area.
    const label = (sub: MapSubArea) => {
      const area = count.get(sub.name)! > 1 ? areaName(sub.areaId) : '';
      const values = { name: sub.name, area, level: sub.level };
      if (area) return t(sub.level ? 'map.findSubArea.optionInLevel' : 'map.findSubArea.optionIn', values);
      return sub.level ? t('map.findSubArea.option', values) : sub.name;
    };
    // In the loader's order: by name, then area (the label's order), sorted on the server.
    return named.map((sub) => ({ value: String(sub.id), label: label(sub) }));
  }, [subAreas, areaName, t]);
  const resourceOptions = useMemo(() => {
    const groups = new Map<string, { value: string; label: string }[]>();
    for (const choice of resources ?? []) {
      const items = groups.get(choice.type) ?? [];
      items.push({ value: String(choice.id), label: choice.name });
      groups.set(choice.type, items);
    }
    return [...groups].map(([group, items]) => ({ group, items }));
  }, [resources]);
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <MapSearchSelect
        label={t('map.findSubArea.label')}
        placeholder={t('map.findSubArea.placeholder')}
        data={subAreaOptions}
        value={found}
        onChange={(value) => {
          setFound(value);
          if (value) onSubArea(Number(value));
        }}
        limit={60}
        nothingFoundMessage={t('map.findSubArea.nothing')}
        data-testid="map-find-subarea"
      />
      {resources && (
        <MapSearchSelect
          label={t('map.resource.label')}
          placeholder={t('map.resource.placeholder')}
          description={t('map.resource.description')}
          data={resourceOptions}
          value={resourceId === null ? null : String(resourceId)}
          onChange={(value) => onResource(value ? Number(value) : null)}
          limit={80}
          nothingFoundMessage={t('map.resource.nothing')}
          data-testid="map-resource"
        />
      )}
    </Group>
  );
});
