import { describe, expect, it } from 'vitest';
import {
  mapBootHtml,
  payloadPlaces,
  placesOfPayload,
  takeMapBootPayload,
  type MapBootPayload,
} from './boot-payload';
import { packCells } from './cells';

const payload: MapBootPayload = {
  world: 1,
  cells: packCells([
    { x: -1, y: 2, subAreaId: 95, mapId: 88080649, others: 0 },
    { x: 0, y: 2, subAreaId: null, mapId: 88080650, others: 0 },
  ]),
  subAreas: [[95, 8, 'Cité d’Astrub', 6]],
  areas: [[8, 'Astrub']],
  target: { x: 5, y: -18 },
  strings: {
    subArea: 'Sous-zone : %s',
    area: 'Zone : %s',
    level: 'Niveau %s',
    mapId: 'Map %s',
    unnamed: 'sans nom',
    noMap: 'Aucune map',
    otherOne: '1 autre carte',
    otherMany: '%s autres cartes',
  },
};

describe("the world map's boot data in the server's HTML", () => {
  it('is read back whole from the map element, and taken out of it', () => {
    const host = document.createElement('div');
    host.innerHTML = mapBootHtml(payload);
    expect(takeMapBootPayload(host)).toEqual(payload);
    expect(host.innerHTML).toBe('');
    // The boot and the page read it once: a second read finds nothing.
    expect(takeMapBootPayload(host)).toBeNull();
  });

  it('cannot close its script element, whatever it holds', () => {
    const html = mapBootHtml({ ...payload, cells: '</script><img src=x onerror=alert(1)>' });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const host = document.createElement('div');
    host.innerHTML = html;
    expect(host.querySelector('img')).toBeNull();
    expect(takeMapBootPayload(host)?.cells).toBe('</script><img src=x onerror=alert(1)>');
  });

  it('carries the places compactly, and gives the page back the same names', () => {
    const places = {
      subAreas: [
        { id: 95, areaId: 8, name: 'Cité d’Astrub', level: 6 },
        { id: 96, areaId: 9, name: '', level: null },
      ],
      areas: [
        { id: 8, name: 'Astrub' },
        { id: 9, name: '' },
      ],
    };
    const compact = payloadPlaces(places);
    // Unnamed areas are left out: the page reads a missing name and an empty one alike.
    expect(compact.areas).toEqual([[8, 'Astrub']]);
    expect(placesOfPayload(compact)).toEqual({
      subAreas: places.subAreas,
      areas: [{ id: 8, name: 'Astrub' }],
    });
  });

  it('gives nothing for damaged data rather than throwing', () => {
    const host = document.createElement('div');
    host.innerHTML = '<script type="application/json">{"world":</script>';
    expect(takeMapBootPayload(host)).toBeNull();
  });
});
