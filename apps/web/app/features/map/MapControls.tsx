import '@mantine/core/styles/Chip.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import { Button, Chip, Group, Switch, TextInput } from '@mantine/core';
import { LazySelect } from '../../ui/select/LazySelect';
import { memo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { WorldChoice } from './loader';
import { MAP_LAYERS, parseGoTo, type MapLayer } from './map-state';
import { MapSearchSelect } from './MapFinders';

export interface MapControlsProps {
  worlds: WorldChoice[];
  world: number;
  onWorld(world: number): void;
  layers: readonly MapLayer[];
  onToggleLayer(layer: MapLayer): void;
  showGrid: boolean;
  onGrid(show: boolean): void;
  onGoTo(target: { x: number; y: number }): void;
  clues: { id: number; name: string }[];
  clueId: number | null;
  onClue(clueId: number | null): void;
}

/** World picker, "go to [x, y]", the layer toggles, the grid flag and the clue picker. */
export const MapControls = memo(function MapControls(props: MapControlsProps) {
  const { t } = useTranslation();
  const [goTo, setGoTo] = useState('');
  const [goToError, setGoToError] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = parseGoTo(goTo);
    setGoToError(!target);
    if (target) props.onGoTo(target);
  };
  return (
    <>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <LazySelect
          label={t('map.world')}
          data={props.worlds.map((world) => ({ value: String(world.id), label: world.name }))}
          value={String(props.world)}
          onChange={(value) => value && props.onWorld(Number(value))}
          allowDeselect={false}
          w={{ base: '100%', xs: 240 }}
          data-testid="map-world"
        />
        <form onSubmit={submit} style={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}>
          <TextInput
            label={t('map.goTo.label')}
            placeholder="-2, 5"
            value={goTo}
            onChange={(event) => setGoTo(event.currentTarget.value)}
            error={goToError ? t('map.goTo.invalid') : undefined}
            w={140}
            data-testid="map-goto-input"
          />
          <Button type="submit" variant="light" data-testid="map-goto">
            {t('map.goTo.button')}
          </Button>
        </form>
        <Switch
          label={t('map.grid')}
          checked={props.showGrid}
          onChange={(event) => props.onGrid(event.currentTarget.checked)}
          data-testid="map-grid"
        />
      </Group>
      <Group gap="xs" wrap="wrap" role="group" aria-label={t('map.layersLabel')}>
        {MAP_LAYERS.map((layer) => (
          <Chip
            key={layer}
            size="sm"
            checked={props.layers.includes(layer)}
            onChange={() => props.onToggleLayer(layer)}
            data-testid={`map-layer-${layer}`}
          >
            {t(`map.layers.${layer}`)}
          </Chip>
        ))}
      </Group>
      {props.layers.includes('clue') && (
        <MapSearchSelect
          label={t('map.clue.label')}
          placeholder={t('map.clue.placeholder')}
          data={props.clues.map((clue) => ({ value: String(clue.id), label: clue.name }))}
          value={props.clueId === null ? null : String(props.clueId)}
          onChange={(value) => props.onClue(value ? Number(value) : null)}
          limit={60}
          nothingFoundMessage={t('map.clue.nothing')}
          w={{ base: '100%', xs: 320 }}
          data-testid="map-clue"
        />
      )}
    </>
  );
});
