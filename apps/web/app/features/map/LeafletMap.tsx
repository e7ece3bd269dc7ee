import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { MapCell } from './cells';
import { cellAt, cellCentre, createCellLayer, toLatLng } from './grid-layer';
import { MAX_ZOOM, MIN_ZOOM, type MapLayer } from './map-state';
import classes from './WorldMap.module.css';

export interface MapLabel {
  x: number;
  y: number;
  name: string;
}
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
  cells: readonly MapCell[];
  areaOf: (subAreaId: number | null) => number | null;
  areaLabels: MapLabel[];
  subAreaLabels: MapLabel[];
  dark: boolean;
  showGrid: boolean;
  layers: readonly MapLayer[];
  pins: PinGroup[];
  centre: { x: number; y: number };
  zoom: number;
  /** "Go to": a new nonce recentres on x, y. */
  focus: { x: number; y: number; nonce: number } | null;
  selected: { x: number; y: number } | null;
  onMove(view: { x: number; y: number; zoom: number }): void;
  onHover(cell: { x: number; y: number } | null): void;
  onSelect(cell: { x: number; y: number }): void;
  onNavigate(href: string): void;
}

/** Zoom from which sub-area names replace area names. */
const SUB_AREA_LABEL_ZOOM = 4;

function labelIcon(name: string, kind: 'area' | 'subArea') {
  const element = document.createElement('span');
  element.className = kind === 'area' ? classes.areaLabel! : classes.subAreaLabel!;
  element.textContent = name; // text, never HTML from the data
  return L.divIcon({ html: element, className: classes.label, iconSize: [0, 0] });
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

/** Performance mark set once the first world's cells are drawn on an interactive map. */
const INTERACTIVE_MARK = 'grimoire:map-interactive';

/** The Leaflet map (browser only: this module is loaded lazily after hydration). */
export default function LeafletMap(props: LeafletMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const latest = useRef(props);
  latest.current = props;

  // The map itself, once.
  useEffect(() => {
    if (!container.current) return;
    const instance = L.map(container.current, {
      crs: L.CRS.Simple,
      minZoom: MIN_ZOOM,
      maxZoom: MAX_ZOOM,
      zoomSnap: 1,
      preferCanvas: true,
      attributionControl: false,
      center: cellCentre(latest.current.centre.x - 0.5, latest.current.centre.y - 0.5),
      zoom: latest.current.zoom,
    });
    instance.on('moveend', () => {
      const centre = instance.getCenter();
      latest.current.onMove({ x: centre.lng, y: -centre.lat, zoom: instance.getZoom() });
    });
    instance.on('mousemove', (event: L.LeafletMouseEvent) =>
      latest.current.onHover(cellAt(event.latlng.lat, event.latlng.lng)),
    );
    instance.on('mouseout', () => latest.current.onHover(null));
    instance.on('click', (event: L.LeafletMouseEvent) =>
      latest.current.onSelect(cellAt(event.latlng.lat, event.latlng.lng)),
    );
    map.current = instance;
    container.current.dataset.ready = 'true';
    return () => {
      instance.remove();
      map.current = null;
    };
  }, []);

  const { cells, areaOf, dark, showGrid } = props;
  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    const layer = createCellLayer(L, cells, { dark, showGrid, areaOf });
    // The view's cells are painted and the map pans and zooms: `npm run bench -- pages` reads this mark.
    layer.once('load', () => {
      if (performance.getEntriesByName(INTERACTIVE_MARK).length === 0) performance.mark(INTERACTIVE_MARK);
    });
    layer.addTo(instance);
    return () => void layer.remove();
  }, [cells, areaOf, dark, showGrid]);

  const { areaLabels, subAreaLabels } = props;
  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    const areaGroup = L.layerGroup(
      areaLabels.map((label) =>
        L.marker(toLatLng(label.x, label.y), {
          icon: labelIcon(label.name, 'area'),
          interactive: false,
          keyboard: false,
        }),
      ),
    );
    const subGroup = L.layerGroup(
      subAreaLabels.map((label) =>
        L.marker(toLatLng(label.x, label.y), {
          icon: labelIcon(label.name, 'subArea'),
          interactive: false,
          keyboard: false,
        }),
      ),
    );
    const show = () => {
      const detailed = instance.getZoom() >= SUB_AREA_LABEL_ZOOM;
      const [on, off] = detailed ? [subGroup, areaGroup] : [areaGroup, subGroup];
      if (!instance.hasLayer(on)) on.addTo(instance);
      off.remove();
    };
    show();
    instance.on('zoomend', show);
    return () => {
      instance.off('zoomend', show);
      areaGroup.remove();
      subGroup.remove();
    };
  }, [areaLabels, subAreaLabels]);

  const { pins, layers } = props;
  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    const groups = pins
      .filter((group) => layers.includes(group.layer))
      .map((group) =>
        L.layerGroup(
          group.points.map((point) =>
            L.circleMarker(cellCentre(point.x, point.y), {
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
    return () => groups.forEach((group) => group.remove());
  }, [pins, layers]);

  const { selected } = props;
  useEffect(() => {
    const instance = map.current;
    if (!instance || !selected) return;
    const box = L.rectangle([toLatLng(selected.x, selected.y), toLatLng(selected.x + 1, selected.y + 1)], {
      color: '#e8590c',
      weight: 3,
      fill: false,
      interactive: false,
    }).addTo(instance);
    return () => void box.remove();
  }, [selected]);

  const { focus } = props;
  useEffect(() => {
    if (focus) map.current?.setView(cellCentre(focus.x, focus.y), Math.max(map.current.getZoom(), 5));
  }, [focus]);

  return <div ref={container} className={classes.map} data-testid="world-map-canvas" />;
}
