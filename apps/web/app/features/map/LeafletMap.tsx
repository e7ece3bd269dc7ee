import { useEffect, useRef } from 'react';
import type * as L from 'leaflet';
import type { MapCell, PackedCells } from './cells';
import { cellAt, cellCentre, createCellLayer, toLatLng } from './grid-layer';
import { circleMarker, divIcon, layerGroup, marker, rectangle } from './leaflet-overlays';
import { LABEL_FONT_SIZE, labelsAt, type MapLabel } from './labels';
import { createWorldMap, drawCells, ensureLeafletCss, takeBootedMap, type DrawnCells } from './map-instance';
import type { MapLayer } from './map-state';
import classes from './WorldMap.module.css';

/** A point of a layer: where, its title and lines for the popup, and a page link when it has one. */
export interface MapPinPoint {
  x: number;
  y: number;
  title: string;
  lines?: string[];
  link?: { href: string; text: string };
}
export interface PinGroup {
  layer: MapLayer;
  colour: string;
  points: MapPinPoint[];
}

export interface LeafletMapProps {
  /** The page's map element (WorldMapPage), where the early boot may already have drawn the map. */
  container: HTMLDivElement;
  cells: readonly MapCell[];
  /** The cells as the loader sent them: the boot's layer is kept when it drew these, alike. */
  packedCells: PackedCells;
  areaOf: (subAreaId: number | null) => number | null;
  /** Place names (labels.ts), shown by zoom where they do not overlap. */
  labels: readonly MapLabel[];
  dark: boolean;
  showGrid: boolean;
  layers: readonly MapLayer[];
  /** Sub-areas lit up (a picked resource's), the other cells dimmed; null: none. */
  highlight: { subAreaIds: ReadonlySet<number>; colour: string } | null;
  pins: PinGroup[];
  centre: { x: number; y: number };
  zoom: number;
  /** A new count moves the map to `centre` and `zoom` (another world, a link in); the map's own moves keep it. */
  opened: number;
  /** "Go to": a new nonce recentres on x, y. */
  focus: { x: number; y: number; nonce: number } | null;
  selected: { x: number; y: number } | null;
  onMove(view: { x: number; y: number; zoom: number }): void;
  onHover(cell: { x: number; y: number } | null): void;
  onSelect(cell: { x: number; y: number }): void;
  onNavigate(href: string): void;
}

/** The cells outside a lit resource's sub-areas fade to this. */
const DIMMED_OPACITY = 0.3;

function labelIcon(name: string, kind: MapLabel['kind']) {
  const element = document.createElement('span');
  element.className = kind === 'area' ? classes.areaLabel! : classes.subAreaLabel!;
  element.textContent = name; // text, never HTML from the data
  return divIcon({ html: element, className: classes.label, iconSize: [0, 0] });
}

/** A name's box in px as the map draws it (bold, the page's font; area names in capitals, spaced). */
function labelMeasure(container: HTMLElement) {
  const context = document.createElement('canvas').getContext('2d');
  const family = getComputedStyle(container).fontFamily;
  return (label: MapLabel) => {
    const size = LABEL_FONT_SIZE[label.kind];
    const text = label.kind === 'area' ? label.name.toUpperCase() : label.name;
    const spacing = label.kind === 'area' ? 0.04 * size * text.length : 0;
    if (context) context.font = `700 ${size}px ${family}`;
    const width = context ? context.measureText(text).width : 0.6 * size * text.length;
    return { width: width + spacing, height: 1.3 * size };
  };
}

function popupContent(point: MapPinPoint, onNavigate: (href: string) => void): HTMLElement {
  const root = document.createElement('div');
  const title = root.appendChild(document.createElement('strong'));
  title.textContent = point.title;
  for (const line of point.lines ?? []) root.appendChild(document.createElement('div')).textContent = line;
  if (point.link) {
    const anchor = root.appendChild(document.createElement('a'));
    anchor.href = point.link.href;
    anchor.textContent = point.link.text;
    anchor.addEventListener('click', (event) => {
      event.preventDefault();
      onNavigate(point.link!.href);
    });
  }
  return root;
}

/**
 * The Leaflet map (browser only: this module is loaded lazily), in the page's map element: the early
 * boot's map when it drew one there (boot.ts), else a new one. It draws nothing of its own in React.
 */
export default function LeafletMap(props: LeafletMapProps) {
  const { container } = props;
  const map = useRef<L.Map | null>(null);
  const bootCells = useRef<DrawnCells | null>(null);
  const latest = useRef(props);
  latest.current = props;

  // The map itself, once.
  useEffect(() => {
    ensureLeafletCss();
    const booted = takeBootedMap(container);
    const instance = booted?.map ?? createWorldMap(container, latest.current.centre, latest.current.zoom);
    bootCells.current = booted?.cells ?? null;
    const reportView = () => {
      const centre = instance.getCenter();
      latest.current.onMove({ x: centre.lng, y: -centre.lat, zoom: instance.getZoom() });
    };
    // The player may have panned the boot's map already: the address follows where it is. And the
    // page around it may have moved since (a late stylesheet): the map takes its element's size again.
    if (booted) {
      instance.invalidateSize();
      reportView();
      // The page's own panel takes over from the boot's, on the map the player tapped last.
      const tapped = booted.info?.selected;
      booted.info?.remove();
      if (tapped) latest.current.onSelect(tapped);
    }
    instance.on('moveend', reportView);
    instance.on('mousemove', (event: L.LeafletMouseEvent) =>
      latest.current.onHover(cellAt(event.latlng.lat, event.latlng.lng)),
    );
    instance.on('mouseout', () => latest.current.onHover(null));
    instance.on('click', (event: L.LeafletMouseEvent) =>
      latest.current.onSelect(cellAt(event.latlng.lat, event.latlng.lng)),
    );
    map.current = instance;
    container.dataset.ready = 'true';
    return () => {
      instance.remove();
      map.current = null;
      delete container.dataset.ready;
    };
  }, [container]);

  const { cells, packedCells, areaOf, dark, showGrid, highlight } = props;
  const dimmed = highlight !== null;
  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    const early = bootCells.current;
    bootCells.current = null;
    const same = early && early.packed === packedCells && early.dark === dark && early.showGrid === showGrid;
    if (early && !same) early.layer.remove();
    const drawn = same ? early : drawCells(instance, cells, packedCells, { dark, showGrid, areaOf });
    drawn.layer.setOpacity(dimmed ? DIMMED_OPACITY : 1);
    return () => void drawn.layer.remove();
  }, [cells, packedCells, areaOf, dark, showGrid, dimmed]);

  // The lit sub-areas, over the dimmed cells.
  useEffect(() => {
    const instance = map.current;
    if (!instance || !highlight) return;
    const lit = cells.filter((cell) => cell.subAreaId !== null && highlight.subAreaIds.has(cell.subAreaId));
    const layer = createCellLayer(lit, { dark, showGrid: false, areaOf, colourOf: () => highlight.colour });
    layer.setZIndex(2).addTo(instance);
    return () => void layer.remove();
  }, [cells, areaOf, dark, highlight]);

  const { labels } = props;
  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    const measure = labelMeasure(container);
    const markers = new Map<MapLabel, L.Marker>();
    const markerOf = (label: MapLabel) => {
      let labelMarker = markers.get(label);
      if (!labelMarker) {
        labelMarker = marker(toLatLng(label.x, label.y), {
          icon: labelIcon(label.name, label.kind),
          interactive: false,
          keyboard: false,
        });
        markers.set(label, labelMarker);
      }
      return labelMarker;
    };
    const shownAt = new Map<number, MapLabel[]>();
    const group = layerGroup().addTo(instance);
    const show = () => {
      const zoom = instance.getZoom();
      let shown = shownAt.get(zoom);
      if (!shown) shownAt.set(zoom, (shown = labelsAt(labels, zoom, measure)));
      group.clearLayers();
      for (const label of shown) group.addLayer(markerOf(label));
    };
    // In a task of its own: on a phone the first names take ~25 ms, which the page's hydration need not wait for.
    const first = setTimeout(show, 0);
    instance.on('zoomend', show);
    return () => {
      clearTimeout(first);
      instance.off('zoomend', show);
      group.remove();
    };
  }, [labels, container]);

  const { pins, layers } = props;
  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    let groups: L.LayerGroup[] = [];
    // In a task of its own, like the names (~15 ms on a phone for the main world's zaaps and dungeons).
    const drawn = setTimeout(() => {
      groups = pins
        .filter((group) => layers.includes(group.layer))
        .map((group) =>
          layerGroup(
            group.points.map((point) =>
              circleMarker(cellCentre(point.x, point.y), {
                radius: 6,
                color: '#222',
                weight: 1,
                fillColor: group.colour,
                fillOpacity: 0.95,
              })
                .bindPopup(() => popupContent(point, (href) => latest.current.onNavigate(href)))
                .bindTooltip(point.title),
            ),
          ).addTo(instance),
        );
    }, 0);
    return () => {
      clearTimeout(drawn);
      groups.forEach((group) => group.remove());
    };
  }, [pins, layers]);

  const { selected } = props;
  useEffect(() => {
    const instance = map.current;
    if (!instance || !selected) return;
    const box = rectangle([toLatLng(selected.x, selected.y), toLatLng(selected.x + 1, selected.y + 1)], {
      color: '#e8590c',
      weight: 3,
      fill: false,
      interactive: false,
    }).addTo(instance);
    return () => void box.remove();
  }, [selected]);

  // The view the map was made with is the one opened then; later ones (another world, a link in) move it.
  const { opened } = props;
  const openedAtStart = useRef(opened);
  useEffect(() => {
    if (opened === openedAtStart.current) return;
    const { centre, zoom } = latest.current;
    map.current?.setView(cellCentre(centre.x - 0.5, centre.y - 0.5), zoom, { animate: false });
  }, [opened]);

  const { focus } = props;
  useEffect(() => {
    if (focus) map.current?.setView(cellCentre(focus.x, focus.y), Math.max(map.current.getZoom(), 5));
  }, [focus]);

  return null;
}
