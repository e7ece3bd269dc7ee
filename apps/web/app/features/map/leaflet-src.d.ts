/**
 * Leaflet's own source modules (leaflet/src), imported piece by piece by leaflet-core.ts and
 * leaflet-overlays.ts; they have no types of their own, those modules give them @types/leaflet's.
 */
declare module 'leaflet/src/*';
