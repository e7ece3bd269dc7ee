import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { localePath } from '../../i18n/languages';
import type { PinGroup } from './LeafletMap';
import type { WorldMapData } from './loader';
import type { MapLayer } from './map-state';
import type { MapMark } from './marks';

/** Each layer's colour: its pins, its legend dot, and (resources) its lit sub-areas. */
export const PIN_COLOURS: Record<MapLayer, string> = {
  zaaps: '#228be6',
  dungeons: '#e03131',
  harvest: '#2f9e44',
  shops: '#f59f00',
  marks: '#9c36b5',
  clue: '#e64980',
};

/** The pins of every layer (the map shows those of the layers turned on), titled in the page language. */
export function useMapPins(
  data: Pick<WorldMapData, 'lang' | 'zaaps' | 'dungeons' | 'harvest' | 'shops' | 'clue'>,
  marks: readonly MapMark[],
): PinGroup[] {
  const { t } = useTranslation();
  return useMemo((): PinGroup[] => {
    const group = (layer: MapLayer, points: PinGroup['points']): PinGroup => ({
      layer,
      colour: PIN_COLOURS[layer],
      points,
    });
    return [
      group(
        'zaaps',
        data.zaaps.map((zaap) => ({
          x: zaap.x,
          y: zaap.y,
          title: t('map.pins.zaap', { name: zaap.name || `[${zaap.x}, ${zaap.y}]` }),
        })),
      ),
      group(
        'dungeons',
        data.dungeons.map((dungeon) => ({
          x: dungeon.x,
          y: dungeon.y,
          title: dungeon.name,
          lines: [t('map.pins.dungeonLevel', { level: dungeon.level })],
          link: {
            href: localePath(data.lang, `/database/dungeon/${dungeon.id}`),
            text: t('map.pins.openDungeon'),
          },
        })),
      ),
      group(
        'harvest',
        data.harvest.map((spot) => ({
          x: spot.x,
          y: spot.y,
          title: t('map.pins.harvest', { x: spot.x, y: spot.y }),
          lines: spot.items.map((item) => `${item.name} ×${item.quantity}`),
        })),
      ),
      group(
        'shops',
        data.shops.map((shop) => ({
          x: shop.x,
          y: shop.y,
          title: shop.name,
          lines: shop.items.map((item) =>
            t('map.pins.price', {
              name: item.name,
              price: item.price.toLocaleString(data.lang),
              currency: item.currency ?? t('map.kamas'),
            }),
          ),
        })),
      ),
      group(
        'marks',
        marks.map((mark) => ({ x: mark.x, y: mark.y, title: mark.label || `[${mark.x}, ${mark.y}]` })),
      ),
      group(
        'clue',
        (data.clue?.points ?? []).map((point) => ({ x: point.posX, y: point.posY, title: data.clue!.name })),
      ),
    ];
  }, [data, marks, t]);
}
