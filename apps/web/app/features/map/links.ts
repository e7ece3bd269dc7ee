/** The map page's address for a link in (language prefix added by the caller's `localePath`). */
export const mapLinkToMap = (mapId: number) => `/tools/map?map=${mapId}`;
export const mapLinkToSubArea = (subAreaId: number) => `/tools/map?subArea=${subAreaId}`;
