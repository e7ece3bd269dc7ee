import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { MAP_HOST_ID } from './boot-payload';
import { centreOf, type MapCell } from './cells';
import {
  fitZoom,
  initialView,
  MAP_GRID_KEY,
  MAP_META_KEY,
  openedGrid,
  openedView,
  readStored as read,
  searchOfView,
  storedViewText,
  viewFromSearch,
  type MapView,
} from './map-state';

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);
function write(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Storage disabled: the view still lives in the address.
  }
}

/**
 * The page's view (world, centre, zoom, layers) and grid flag: opened from the address, else the
 * stored view, else the world's centre at the zoom that fits it in the map's element; every change
 * is written back to both (the address with `replaceState`: panning is not a navigation, and the
 * loader only depends on the world).
 */
export function useMapView(
  world: number,
  cells: readonly MapCell[],
  target: { x: number; y: number } | null,
  extra: Record<string, string | null>,
) {
  const [view, setView] = useState<MapView | null>(null);
  const { search: address } = useLocation();
  // Until the stored view is read (browser only), the page shows the address's view, the server's
  // too: the controls (layers, clue picker) keep their place when the page hydrates.
  const addressView = useMemo(() => initialView(viewFromSearch(new URLSearchParams(address)), {}, world), [address, world]);
  const [showGrid, setShowGrid] = useState(false);
  /** Counts the views opened (another world, a link in): the map moves to each, not to its own moves. */
  const [opened, setOpened] = useState(0);
  const fallbackCentre = useMemo(() => target ?? centreOf(cells) ?? { x: 0, y: 0 }, [target, cells]);

  useEffect(() => {
    const search = new URLSearchParams(window.location.search);
    const host = document.getElementById(MAP_HOST_ID);
    const fit = (centre: { x: number; y: number }) =>
      fitZoom(cells, centre, host?.clientWidth ?? 0, host?.clientHeight ?? 0);
    setView(openedView(search, read(MAP_META_KEY), world, target, () => fallbackCentre, fit));
    setOpened((count) => count + 1);
    setShowGrid(openedGrid(search, read(MAP_GRID_KEY)));
  }, [world, cells, fallbackCentre, target]);

  const extraRef = useRef(extra);
  extraRef.current = extra;
  useEffect(() => {
    if (!view) return;
    write(MAP_META_KEY, storedViewText(view));
    write(MAP_GRID_KEY, String(showGrid));
    const search = searchOfView(view, { ...extraRef.current, grid: showGrid ? '1' : null });
    window.history.replaceState(window.history.state, '', `${window.location.pathname}?${search}`);
  }, [view, showGrid]);

  const update = useCallback(
    // A change that changes nothing (the map reporting the view it was opened at) renders nothing.
    (change: Partial<MapView>) =>
      setView((current) =>
        !current || (Object.keys(change) as (keyof MapView)[]).every((key) => current[key] === change[key])
          ? current
          : { ...current, ...change },
      ),
    [],
  );
  return { view, opened, addressView, update, showGrid, setShowGrid };
}
