import { Center, Loader, Stack, Text, Title, useComputedColorScheme } from '@mantine/core';
import { Grid } from '../../ui/grid/Grid';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { EARLY_BOOT_ATTRIBUTE } from '../../lib/early-boot';
import { useServerOnly } from '../../lib/server-only';
import {
  MAP_CELLS_KEY,
  MAP_HOST_ID,
  MAP_PLACES_KEY,
  mapBootHtml,
  pagePayload,
  payloadPlaces,
  placesOfPayload,
  type MapPlaces,
} from './boot-payload';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { cellKey, middlePoint, unpackCells, type PackedCells } from './cells';
import { infoLines } from './info-lines';
import { CellInfo, infoStrings, type CellDetails } from './CellInfo';
import { mapLabels } from './labels';
import type { WorldMapData } from './loader';
import { MapControls } from './MapControls';
import { MapFinders } from './MapFinders';
import { MapLegend } from './MapLegend';
import { PIN_COLOURS, useMapPins } from './map-pins';
import { ResourcePanel } from './ResourcePanel';
import { MapMarks } from './MapMarks';
import { searchOfView, toggleLayer, type MapLayer } from './map-state';
import { readMarks, withMark, writeMarks, type MapMark } from './marks';
import { useMapView } from './use-map-view';
import { useLatestCallback } from '../../lib/use-latest-callback';
import classes from './WorldMap.module.css';

/**
 * Leaflet touches `window`: it is loaded in the browser only, in its own chunk. The download starts
 * as soon as this module runs in the browser (while the page hydrates), not once React first renders
 * the map after hydration: on a phone's latency that round trip is most of the wait.
 */
const leafletModule = typeof window === 'undefined' ? null : import('./LeafletMap');
// A failed early download is asked again when the map renders.
const LeafletMap = lazy(() =>
  (leafletModule ?? Promise.reject(new Error('server'))).catch(() => import('./LeafletMap')),
);

export type WorldMapPageProps = Omit<WorldMapData, 'cells' | 'subAreas' | 'areas'> & {
  /** Null when the document carries them in the map's element instead (routes/tools.map.tsx). */
  cells: PackedCells | null;
  subAreas: MapPlaces['subAreas'] | null;
  areas: MapPlaces['areas'] | null;
  target: { x: number; y: number } | null;
  /** The map's early boot (boot.ts) and the scripts it imports, from the server; null in development. */
  boot: { script: string; imports: string[] } | null;
};

export function WorldMapPage(data: WorldMapPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dark = useComputedColorScheme('light', { getInitialValueInEffect: true }) === 'dark';
  // A document's cells and places are in the map's element, not in the hydration data (routes/tools.map.tsx).
  const cellsOfHtml = useServerOnly<PackedCells>(MAP_CELLS_KEY);
  const placesOfHtml = useServerOnly<MapPlaces>(MAP_PLACES_KEY);
  // In the browser, the first render reads them back from the element (the boot's payload).
  const ofPage = useMemo(
    () => (typeof window === 'undefined' || (data.cells && data.subAreas) ? null : pagePayload()),
    [data.cells, data.subAreas],
  );
  const packed = data.cells ?? cellsOfHtml ?? ofPage?.cells ?? '';
  const places = useMemo(
    (): MapPlaces =>
      data.subAreas && data.areas
        ? { subAreas: data.subAreas, areas: data.areas }
        : (placesOfHtml ?? (ofPage ? placesOfPayload(ofPage) : { subAreas: [], areas: [] })),
    [data.subAreas, data.areas, placesOfHtml, ofPage],
  );
  const cells = useMemo(() => unpackCells(packed), [packed]);
  const byKey = useMemo(() => new Map(cells.map((cell) => [cellKey(cell.x, cell.y), cell])), [cells]);
  const subAreas = useMemo(() => new Map(places.subAreas.map((sub) => [sub.id, sub])), [places]);
  const areaNames = useMemo(() => new Map(places.areas.map((area) => [area.id, area.name])), [places]);
  const areaOf = useCallback(
    (id: number | null) => (id === null ? null : (subAreas.get(id)?.areaId ?? null)),
    [subAreas],
  );
  const clueParam = data.clue ? String(data.clue.clueId) : null;
  const [searchParams] = useSearchParams();
  const resourceParam = /^[0-9]{1,10}$/.test(searchParams.get('resource') ?? '') ? searchParams.get('resource') : null;
  const { view, opened, addressView, update, showGrid, setShowGrid } = useMapView(
    data.world,
    cells,
    data.target,
    { clue: clueParam, resource: resourceParam },
  );
  const layersShown = (view ?? addressView).layers;
  const resourceShown = layersShown.includes('harvest');
  const [hovered, setHovered] = useState<{ x: number; y: number } | null>(null);
  const [selected, setSelected] = useState<{ x: number; y: number } | null>(data.target);
  const [focus, setFocus] = useState<{ x: number; y: number; nonce: number } | null>(null);
  const [marks, setMarks] = useState<MapMark[]>([]);
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    const stored = readMarks(window.localStorage, data.world);
    // No marks stored and none shown: no render for nothing.
    setMarks((current) => (current.length === 0 && stored.length === 0 ? current : stored));
  }, [data.world]);
  useEffect(() => setSelected(data.target), [data.target]);

  const changeMarks = (next: MapMark[]) => {
    setMarks(next);
    writeMarks(window.localStorage, data.world, next);
  };
  // The controls, finders and panels are memoised (a pan or a hover renders this page again): their
  // handlers keep one identity and call the latest closure.
  const goTo = useLatestCallback((target: { x: number; y: number }) => {
    setHovered(null); // the panel shows where the player asked to go, until the pointer moves again
    setSelected(target);
    setFocus({ ...target, nonce: Date.now() });
    // On a phone the controls are below the map: bring it back into view to show where it went.
    const box = host?.getBoundingClientRect();
    if (box && (box.top < 0 || box.bottom > window.innerHeight))
      host!.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  });
  const goToSubArea = useLatestCallback((subAreaId: number) => {
    const middle = middlePoint(cells.filter((cell) => cell.subAreaId === subAreaId));
    if (middle) goTo({ x: middle.x, y: middle.y });
  });
  /** The address of this view with another world, clue or resource (they need the loader). */
  const addressWith = (change: { world?: number; clue?: number | null; resource?: number | null }) => {
    const shown = view ?? addressView;
    const world = change.world ?? data.world;
    const param = (value: number | null | undefined, current: string | null) =>
      value === undefined ? current : value === null ? null : String(value);
    const sameWorld = world === data.world;
    const search = new URLSearchParams(
      searchOfView(
        { ...shown, world, x: sameWorld ? shown.x : null, y: sameWorld ? shown.y : null },
        { clue: param(change.clue, clueParam), resource: param(change.resource, resourceParam) },
      ),
    );
    // Another world opens fitted in the map (use-map-view.ts), not at this one's zoom.
    if (!sameWorld) search.delete('z');
    return `?${search}`;
  };
  const reload = (change: Parameters<typeof addressWith>[0]) =>
    view && navigate(addressWith(change), { preventScrollReset: true });
  const onWorld = useLatestCallback((world: number) => reload({ world }));
  const onClue = useLatestCallback((clue: number | null) => reload({ clue }));
  const onResource = useLatestCallback((resource: number | null) => reload({ resource }));
  const onToggleLayer = useLatestCallback((layer: MapLayer) => view && update({ layers: toggleLayer(view.layers, layer) }));
  const addMark = useLatestCallback((label: string) => selected && changeMarks(withMark(marks, { ...selected, label })));
  const removeMark = useLatestCallback((mark: MapMark) => changeMarks(marks.filter((m) => m !== mark)));
  const areaName = useCallback((areaId: number) => areaNames.get(areaId) ?? '', [areaNames]);
  const highlight = useMemo(
    () =>
      // Nothing of this world to light: the world keeps its colours (the panel names the worlds that have it).
      resourceShown && data.resource && data.resource.subAreaIds.length > 0
        ? { subAreaIds: new Set(data.resource.subAreaIds), colour: dark ? '#69db7c' : PIN_COLOURS.harvest }
        : null,
    [resourceShown, data.resource, dark],
  );

  const labels = useMemo(
    () => mapLabels(cells, places.subAreas, places.areas, areaOf),
    [cells, places, areaOf],
  );
  const pins = useMapPins(data, marks);

  const strings = useMemo(() => infoStrings(t), [t]);
  const shown = hovered ?? selected;
  const shownCell = shown ? byKey.get(cellKey(shown.x, shown.y)) : undefined;
  const details = useMemo(
    (): CellDetails | null =>
      shown && {
        ...shown,
        // The early boot's panel says the same (boot-info.ts).
        lines: infoLines(shown, shownCell, { subAreas, areas: areaNames }, strings).slice(1),
        onMap: !!shownCell,
        harvest: data.harvest.find((spot) => spot.x === shown.x && spot.y === shown.y),
        shops: data.shops.filter((shop) => shop.x === shown.x && shop.y === shown.y),
      },
    [shown, shownCell, subAreas, areaNames, strings, data.harvest, data.shops],
  );
  const legendResource = useMemo(
    () => (highlight && data.resource ? { name: data.resource.name, colour: highlight.colour } : null),
    [highlight, data.resource],
  );

  return (
    <Stack gap="sm">
      <Title order={1}>{t('map.title')}</Title>
      <Text c="dimmed" size="sm" className={classes.intro}>
        {t('map.intro')}
      </Text>
      {/* On a phone the map comes first and the controls after it (WorldMap.module.css). */}
      <Stack gap="sm" className={classes.controls}>
        <MapControls
          worlds={data.worlds}
          world={data.world}
          onWorld={onWorld}
          layers={layersShown}
          onToggleLayer={onToggleLayer}
          showGrid={showGrid}
          onGrid={setShowGrid}
          onGoTo={goTo}
          clues={data.clues}
          clueId={data.clue?.clueId ?? null}
          onClue={onClue}
        />
        <MapFinders
          subAreas={places.subAreas}
          areaName={areaName}
          onSubArea={goToSubArea}
          resources={resourceShown ? data.resources : null}
          resourceId={data.resource && data.resources.some((r) => r.id === data.resource!.id) ? data.resource.id : null}
          onResource={onResource}
        />
        {data.clue && data.clue.points.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('map.clue.none', { name: data.clue.name })}
          </Text>
        )}
      </Stack>
      <div className={classes.body}>
        <Grid gutter="sm">
          <Grid.Col span={{ base: 12, md: 9 }}>
            {cells.length === 0 ? (
              <Text c="dimmed" data-testid="map-empty">
                {t('map.empty')}
              </Text>
            ) : (
              <div className={classes.frame}>
                <MapHost data={data} cells={packed} places={places} onHost={setHost} />
                <Center className={classes.loading}>
                  <Loader aria-label={t('map.loading')} />
                </Center>
              </div>
            )}
            {host && view && view.x !== null && view.y !== null && (
              <Suspense fallback={null}>
                <LeafletMap
                  container={host}
                  cells={cells}
                  packedCells={packed}
                  areaOf={areaOf}
                  labels={labels}
                  dark={dark}
                  showGrid={showGrid}
                  layers={view.layers}
                  highlight={highlight}
                  pins={pins}
                  centre={{ x: view.x, y: view.y }}
                  zoom={view.zoom}
                  opened={opened}
                  focus={focus}
                  selected={selected}
                  onMove={(moved) => update(moved)}
                  onHover={setHovered}
                  onSelect={(cell) =>
                    setSelected((current) =>
                      current && current.x === cell.x && current.y === cell.y ? null : cell,
                    )
                  }
                  onNavigate={(href) => navigate(href)}
                />
              </Suspense>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Stack gap="sm">
              <CellInfo details={details} pinned={!hovered && !!selected} />
              {resourceShown && (
                <ResourcePanel
                  resource={data.resource}
                  missing={resourceParam !== null}
                  subAreas={subAreas}
                  onSubArea={goToSubArea}
                  worldHref={(world) => addressWith({ world })}
                />
              )}
              <MapLegend layers={layersShown} colours={PIN_COLOURS} resource={legendResource} />
              <MapMarks
                marks={marks}
                selected={selected}
                onAdd={addMark}
                onRemove={removeMark}
                onGoTo={goTo}
              />
            </Stack>
          </Grid.Col>
        </Grid>
      </div>
    </Stack>
  );
}

/**
 * The map's element, the same from the server's HTML to the page's last render: the early boot
 * (boot.ts) draws the map in it before the page hydrates, and LeafletMap adopts it, so React never
 * renders its content. The server writes the boot's data in it; in the browser its HTML is left as
 * it is (an unchanged `dangerouslySetInnerHTML` is never written again). While it is empty the
 * loader over it shows (WorldMap.module.css), in the map's own size: nothing below moves.
 */
function MapHost({
  data,
  cells,
  places,
  onHost,
}: {
  data: WorldMapPageProps;
  cells: PackedCells;
  places: MapPlaces;
  onHost: (element: HTMLDivElement | null) => void;
}) {
  const { t } = useTranslation();
  const { world, target, boot } = data;
  const element = useRef<HTMLDivElement>(null);
  // Handed to the page in a passive effect, not through a ref callback: a state set while the
  // hydration commits re-renders the whole page at once, in one long task on a phone.
  useEffect(() => {
    onHost(element.current);
    return () => onHost(null);
  }, [onHost]);
  const html = useMemo(
    () =>
      typeof window === 'undefined'
        ? mapBootHtml({
            world,
            cells,
            target,
            ...payloadPlaces(places),
            // The boot's info panel says what the page's says (CellInfo.tsx).
            strings: infoStrings(t),
          })
        : '',
    [cells, places, world, target, t],
  );
  return (
    <>
      {boot && (
        <>
          <script async type="module" src={boot.script} {...{ [EARLY_BOOT_ATTRIBUTE]: '' }} />
          {boot.imports.map((href) => (
            <link key={href} rel="modulepreload" {...{ [EARLY_BOOT_ATTRIBUTE]: '' }} href={href} />
          ))}
        </>
      )}
      <div
        id={MAP_HOST_ID}
        ref={element}
        className={classes.map}
        data-testid="world-map-canvas"
        dangerouslySetInnerHTML={{ __html: html }}
        suppressHydrationWarning
      />
    </>
  );
}
