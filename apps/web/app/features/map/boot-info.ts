import type * as Leaflet from 'leaflet';
import { cellKey, type MapCell } from './cells';
import { cellAt } from './grid-layer';
import { infoLines, type InfoStrings, type PlaceNames } from './info-lines';
import { Control } from './leaflet-core';

/** Class of the panel, styled in map-instance.ts (the boot's stylesheet). */
export const BOOT_INFO_CLASS = 'grimoire-boot-info';

export interface BootInfo {
  /** The map the player tapped last, for the page to show once it takes over. */
  readonly selected: { x: number; y: number } | null;
  remove(): void;
}

/**
 * Until the page's scripts have come, the early boot answers a hovered or tapped map as the page
 * will: its position, sub-area, area, level and map id, in a small panel over the map's corner (the
 * page's own panel, CellInfo.tsx, beside the map, is React's). The page removes it when it adopts
 * the map, and shows the map tapped last in its own panel.
 */
export function attachBootInfo(
  map: Leaflet.Map,
  cells: readonly MapCell[],
  names: PlaceNames,
  strings: InfoStrings,
): BootInfo {
  let byKey: Map<string, MapCell> | null = null;
  let selected: { x: number; y: number } | null = null;
  const panel = document.createElement('div');
  panel.className = BOOT_INFO_CLASS;
  panel.setAttribute('aria-live', 'polite');
  panel.dataset.testid = 'map-boot-info';
  panel.hidden = true;
  const control = new Control({ position: 'bottomleft' });
  control.onAdd = () => panel;
  control.addTo(map);

  const show = (at: { x: number; y: number } | null) => {
    panel.hidden = !at;
    if (!at) return;
    byKey ??= new Map(cells.map((cell) => [cellKey(cell.x, cell.y), cell]));
    const [position, ...rest] = infoLines(at, byKey.get(cellKey(at.x, at.y)), names, strings);
    const title = document.createElement('strong');
    title.textContent = position!; // text, never HTML from the data
    panel.replaceChildren(
      title,
      ...rest.map((line) => {
        const element = document.createElement('div');
        element.textContent = line;
        return element;
      }),
    );
  };
  const onClick = (event: Leaflet.LeafletMouseEvent) => {
    selected = cellAt(event.latlng.lat, event.latlng.lng);
    show(selected);
  };
  const onMove = (event: Leaflet.LeafletMouseEvent) => show(cellAt(event.latlng.lat, event.latlng.lng));
  const onOut = () => show(selected);
  map.on('click', onClick);
  map.on('mousemove', onMove);
  map.on('mouseout', onOut);
  return {
    get selected() {
      return selected;
    },
    remove() {
      map.off('click', onClick);
      map.off('mousemove', onMove);
      map.off('mouseout', onOut);
      control.remove();
    },
  };
}
