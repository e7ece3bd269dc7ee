/**
 * The part of Leaflet the map's first view needs, from Leaflet's own source modules: the map, its
 * pan and zoom handlers and buttons, the grid layer the cells are painted on, the simple CRS, and the
 * control that holds the boot's info panel (boot-info.ts).
 * The map's early boot (boot.ts) loads this much before the page's scripts; markers, shapes, popups
 * and tooltips (leaflet-overlays.ts) come later with the page's map component. Both import the same
 * modules, so they share one Leaflet (a second copy from `leaflet`'s bundle would not mix with it).
 */
import type * as Leaflet from 'leaflet';
import { Control as ControlClass } from 'leaflet/src/control/Control';
import { GridLayer as GridLayerClass } from 'leaflet/src/layer/tile/GridLayer';
import { Simple } from 'leaflet/src/geo/crs/CRS.Simple';
import { createMap } from 'leaflet/src/map/Map';
// Each registers itself on the map (drag, pinch, wheel, double tap, keyboard, shift-drag zoom, the zoom buttons).
import 'leaflet/src/map/handler/Map.Drag';
import 'leaflet/src/map/handler/Map.TouchZoom';
import 'leaflet/src/map/handler/Map.ScrollWheelZoom';
import 'leaflet/src/map/handler/Map.DoubleClickZoom';
import 'leaflet/src/map/handler/Map.Keyboard';
import 'leaflet/src/map/handler/Map.BoxZoom';
import 'leaflet/src/control/Control.Zoom';

export const map = createMap as typeof Leaflet.map;
export const GridLayer = GridLayerClass as typeof Leaflet.GridLayer;
export const SimpleCrs = Simple as typeof Leaflet.CRS.Simple;
export const Control = ControlClass as typeof Leaflet.Control;
