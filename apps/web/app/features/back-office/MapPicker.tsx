import { Button, Group, TextInput } from '@mantine/core';
import { LazyNumberInput } from '../../ui/number/LazyNumberInput';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from 'react-router';

/** Picks the map to work on, by id or by position (and world): the choice lives in the address. */
export function MapPicker({
  initial,
}: {
  initial: { map?: string; x?: string; y?: string; world?: string };
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [mapId, setMapId] = useState(initial.map ?? '');
  const [x, setX] = useState<string | number>(initial.x ?? '');
  const [y, setY] = useState<string | number>(initial.y ?? '');
  const [world, setWorld] = useState<string | number>(initial.world ?? 1);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = new URLSearchParams();
    if (mapId.trim()) search.set('map', mapId.trim());
    else if (x !== '' && y !== '')
      Object.entries({ x, y, world }).forEach(([key, value]) => search.set(key, String(value)));
    navigate(`?${search}`);
  };
  return (
    <form onSubmit={submit}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('back-office.map.id')}
          value={mapId}
          onChange={(e) => setMapId(e.currentTarget.value)}
          inputMode="numeric"
          w={160}
          data-testid="pick-map-id"
        />
        <LazyNumberInput
          label="x"
          value={x}
          onChange={setX}
          allowDecimal={false}
          w={90}
          data-testid="pick-map-x"
        />
        <LazyNumberInput
          label="y"
          value={y}
          onChange={setY}
          allowDecimal={false}
          w={90}
          data-testid="pick-map-y"
        />
        <LazyNumberInput
          label={t('back-office.map.world')}
          value={world}
          onChange={setWorld}
          allowDecimal={false}
          w={90}
        />
        <Button type="submit" variant="light" data-testid="pick-map">
          {t('back-office.map.open')}
        </Button>
      </Group>
    </form>
  );
}
