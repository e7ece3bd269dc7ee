/**
 * The world map before the page's scripts: a browser entry of its own (vite.config.ts emits it; the
 * server names its file to the page, apps/server/src/web/ssr.ts), loaded from the head with the part
 * of Leaflet a first view needs (leaflet-core.ts) and nothing of React. It reads the cells the server
 * wrote in the map's element (boot-payload.ts), opens the same view the page will (map-state.ts
 * `openedView`) and draws the cells: on a phone the map pans and zooms, and answers a tapped map
 * (boot-info.ts), about as soon as the HTML and Leaflet have arrived, instead of after every script of
 * the page and a hydration. The page's map component (LeafletMap.tsx) then adopts this map, its cell
 * layer included when it would draw the same, and adds labels, pins and its own info panel.
 */
import { announceEarlyBoot } from '../../lib/early-boot';
import { attachBootInfo } from './boot-info';
import { MAP_HOST_ID, takeMapBootPayload } from './boot-payload';
import { centreOf, unpackCells } from './cells';
import { createWorldMap, drawCells, ensureLeafletCss, leaveBootedMap, type BootedMap } from './map-instance';
import { fitZoom, MAP_GRID_KEY, MAP_META_KEY, openedGrid, openedView, readStored } from './map-state';

/** Waits for a new task: on a phone each step of the boot is a short task, and the page answers in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot(): Promise<void> {
  await nextTask(); // Leaflet's own start is a task already
  const host = document.getElementById(MAP_HOST_ID);
  // The page's scripts may have come first (a cached visit): then the page draws the map itself.
  if (!host || host.dataset.ready) return;
  const payload = takeMapBootPayload(host);
  if (!payload) return;
  // Leaflet's stylesheet now: the browser takes it in before the map is made and measures its element.
  ensureLeafletCss();
  const cells = unpackCells(payload.cells);
  const search = new URLSearchParams(window.location.search);
  const fallback = () => payload.target ?? centreOf(cells) ?? { x: 0, y: 0 };
  const fit = (centre: { x: number; y: number }) =>
    fitZoom(cells, centre, host.clientWidth, host.clientHeight);
  const view = openedView(search, readStored(MAP_META_KEY), payload.world, payload.target, fallback, fit);
  await nextTask();
  if (host.dataset.ready) return;
  const subAreas = new Map(
    payload.subAreas.map(([id, areaId, name, level]) => [id, { areaId, name, level }]),
  );
  const booted: BootedMap = { map: createWorldMap(host, view, view.zoom), cells: null, info: null };
  leaveBootedMap(host, booted);
  await nextTask();
  // The page may have taken the map meanwhile: then it draws the cells itself.
  if (host.dataset.ready) return;
  booted.cells = drawCells(booted.map, cells, payload.cells, {
    dark: document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark',
    showGrid: openedGrid(search, readStored(MAP_GRID_KEY)),
    areaOf: (subAreaId) => (subAreaId === null ? null : (subAreas.get(subAreaId)?.areaId ?? null)),
  });
  booted.cells.layer.once('load', () => (host.dataset.boot = 'drawn'));
  // A hovered or tapped map is answered already (its position, sub-area, area, level).
  booted.info = attachBootInfo(
    booted.map,
    cells,
    { subAreas, areas: new Map(payload.areas) },
    payload.strings,
  );
}

// Leaflet is here: the page's scripts are requested now, while the cells are drawn.
announceEarlyBoot();
// The map's element is usually parsed, and the stylesheets that size it loaded, before the document is
// (its end waits behind the page's inline scripts); else the boot waits for the document.
const stylesheetsLoaded = () =>
  Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).every(
    (link) => link.sheet,
  );
if (document.readyState !== 'loading' || (document.getElementById(MAP_HOST_ID) && stylesheetsLoaded()))
  void boot();
else document.addEventListener('DOMContentLoaded', () => void boot(), { once: true });
