/**
 * What the page's map component adds over the cells (LeafletMap.tsx): labels (markers with text
 * icons), pins (circle markers with popups and tooltips) and the selected cell's frame, from the same
 * Leaflet source modules as leaflet-core.ts.
 */
import type * as Leaflet from 'leaflet';
import { circleMarker as createCircleMarker } from 'leaflet/src/layer/vector/CircleMarker';
import { rectangle as createRectangle } from 'leaflet/src/layer/vector/Rectangle';
import { marker as createMarker } from 'leaflet/src/layer/marker/Marker';
import { divIcon as createDivIcon } from 'leaflet/src/layer/marker/DivIcon';
import { layerGroup as createLayerGroup } from 'leaflet/src/layer/LayerGroup';
// Each adds itself to the map and its layers: a canvas renderer for the pins (`preferCanvas`), popups, tooltips.
import 'leaflet/src/layer/vector/Renderer.getRenderer';
import 'leaflet/src/layer/Popup';
import 'leaflet/src/layer/Tooltip';

export const circleMarker = createCircleMarker as typeof Leaflet.circleMarker;
export const rectangle = createRectangle as typeof Leaflet.rectangle;
export const marker = createMarker as typeof Leaflet.marker;
export const divIcon = createDivIcon as typeof Leaflet.divIcon;
export const layerGroup = createLayerGroup as typeof Leaflet.layerGroup;
