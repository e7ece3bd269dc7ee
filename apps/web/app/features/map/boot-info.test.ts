import { describe, expect, it } from 'vitest';
import { attachBootInfo } from './boot-info';
import { infoLines, type InfoStrings, type PlaceNames } from './info-lines';
import type { MapCell } from './cells';
import { cellCentre } from './grid-layer';
import { createWorldMap } from './map-instance';

const strings: InfoStrings = {
  subArea: 'Sous-zone : %s',
  area: 'Zone : %s',
  level: 'Niveau %s',
  mapId: 'Map %s',
  unnamed: 'sans nom',
  noMap: 'Aucune map ici',
  otherOne: '1 autre carte ici',
  otherMany: '%s autres cartes ici',
};
const names: PlaceNames = {
  subAreas: new Map([
    [95, { areaId: 18, name: 'Cité d’Astrub', level: 6 }],
    [96, { areaId: 19, name: '', level: null }],
  ]),
  areas: new Map([[18, 'Astrub']]),
};
const cells: MapCell[] = [
  { x: 5, y: -18, subAreaId: 95, mapId: 191105026, others: 0 },
  { x: 6, y: -18, subAreaId: 96, mapId: 191105027, others: 2 },
];

describe("the early boot's answer to a tapped map", () => {
  it('says what the page says: position, sub-area, area, level and map id', () => {
    expect(infoLines({ x: 5, y: -18 }, cells[0], names, strings)).toEqual([
      '[5, -18]',
      'Sous-zone : Cité d’Astrub',
      'Zone : Astrub',
      'Niveau 6',
      'Map 191105026',
    ]);
    // A sub-area unnamed in the data is said so; an unnamed area is left out; no level when there is
    // none; the maps sharing the position are counted.
    expect(infoLines({ x: 6, y: -18 }, cells[1], names, strings)).toEqual([
      '[6, -18]',
      'Sous-zone : sans nom',
      '2 autres cartes ici',
      'Map 191105027',
    ]);
    expect(infoLines({ x: 40, y: 40 }, undefined, names, strings)).toEqual(['[40, 40]', 'Aucune map ici']);
  });

  it('shows the tapped map over the map, keeps it for the page, and goes when the page takes over', () => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const map = createWorldMap(host, { x: 5.5, y: -17.5 }, 5);
    const info = attachBootInfo(map, cells, names, strings);
    const panel = host.querySelector<HTMLElement>('[data-testid="map-boot-info"]')!;
    expect(panel.hidden).toBe(true);

    map.fire('click', { latlng: cellCentreLatLng(5, -18) });
    expect(panel.hidden).toBe(false);
    expect([...panel.children].map((line) => line.textContent)).toEqual([
      '[5, -18]',
      'Sous-zone : Cité d’Astrub',
      'Zone : Astrub',
      'Niveau 6',
      'Map 191105026',
    ]);
    expect(info.selected).toEqual({ x: 5, y: -18 });
    // Hovering another map shows it; leaving the map shows the tapped one again.
    map.fire('mousemove', { latlng: cellCentreLatLng(6, -18) });
    expect(panel.querySelector('strong')!.textContent).toBe('[6, -18]');
    map.fire('mouseout');
    expect(panel.querySelector('strong')!.textContent).toBe('[5, -18]');

    info.remove();
    expect(host.querySelector('[data-testid="map-boot-info"]')).toBeNull();
    map.fire('click', { latlng: cellCentreLatLng(6, -18) });
    expect(info.selected).toEqual({ x: 5, y: -18 });
    map.remove();
    host.remove();
  });
});

function cellCentreLatLng(x: number, y: number) {
  const [lat, lng] = cellCentre(x, y);
  return { lat, lng };
}
