// The search map (a lazy chunk, never in the page's first load): MapLibre GL drawing our own base map (style, vector
// tiles and glyphs from /api/map, nothing from another server), fitted to the results, price pins in the chosen
// currency, grouped into clusters where they would overlap (a click zooms into one), zoom buttons, and "search as I
// move the map" writing the bounds into the URL, debounced. The results list stays complete without the map, so it is
// hidden from assistive technology; the highlighted pin follows the hovered or focused card, out of its cluster.
import type { Currency } from '@rove/contract';
import { Map as MapLibreMap, setWorkerUrl } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { type MouseEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Supercluster from 'supercluster';
import { Button, Checkbox } from '@rove/ui';
import { fitBounds, resolveStyleUrls, viewBounds } from './map-geometry.ts';
import { mapStyleUrl } from './map-style-url.ts';
import type { SearchResult } from './search-api.ts';
import type { MapBounds } from './search-params.ts';

setWorkerUrl(workerUrl);

const debounceMs = 400;
/** Pins closer than this many pixels are grouped. */
const clusterRadius = 56;

export interface SearchMapProps {
  results: readonly SearchResult[];
  bounds: MapBounds | undefined;
  highlightedId: number | null;
  onBoundsChange: (bounds: MapBounds) => void;
  formatPrice: (amount: number, currency: Currency) => string;
}

type Pin =
  | { kind: 'pin'; result: SearchResult; lng: number; lat: number }
  | { kind: 'cluster'; id: number; count: number; lng: number; lat: number };

/** Remount it (a new `key`) to refit new results. */
export default function SearchMap({ results, bounds, highlightedId, onBoundsChange, formatPrice }: SearchMapProps) {
  const { t, i18n } = useTranslation('search');
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [failed, setFailed] = useState(false);
  const [, setFrame] = useState(0);
  const [searchAsMove, setSearchAsMove] = useState(true);
  const latest = useRef({ searchAsMove, onBoundsChange });
  useEffect(() => {
    latest.current = { searchAsMove, onBoundsChange };
  }, [searchAsMove, onBoundsChange]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The map is made once per mount (a new search remounts it), fitted to the URL's bounds or else to the results.
  const [initial] = useState(() => ({
    start: bounds ?? fitBounds(results.map((r) => ({ lat: r.Lat, lng: r.Lng }))),
    fitted: !bounds,
    styleUrl: mapStyleUrl(i18n.language),
  }));

  useEffect(() => {
    let disposed = false;
    let instance: MapLibreMap | undefined;
    const { start, fitted, styleUrl } = initial;
    fetch(styleUrl)
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`style ${response.status}`))))
      .then((style) => {
        if (disposed || !container.current) return;
        const created = new MapLibreMap({
          container: container.current,
          style: resolveStyleUrls(style, window.location.origin),
          bounds: [
            [start.swLng, start.swLat],
            [start.neLng, start.neLat],
          ],
          fitBoundsOptions: { padding: fitted ? 48 : 0, maxZoom: 12 },
          minZoom: 1.5,
          maxZoom: 15,
          dragRotate: false,
          pitchWithRotate: false,
          touchPitch: false,
          keyboard: false,
          attributionControl: false,
        });
        instance = created;
        created.touchZoomRotate.disableRotation();
        // The list is the accessible view: the canvas takes no focus.
        created.getCanvas().setAttribute('tabindex', '-1');
        created.on('move', () => setFrame((n) => n + 1));
        created.on('moveend', (event) => {
          const byUser = Boolean(
            (event as { originalEvent?: unknown; user?: boolean }).originalEvent || (event as { user?: boolean }).user,
          );
          if (!byUser || !latest.current.searchAsMove) return;
          const view = created.getBounds();
          clearTimeout(timer.current);
          timer.current = setTimeout(
            () => latest.current.onBoundsChange(viewBounds(view.getNorth(), view.getEast(), view.getSouth(), view.getWest())),
            debounceMs,
          );
        });
        setMap(created);
      })
      .catch(() => {
        if (!disposed) setFailed(true);
      });
    return () => {
      disposed = true;
      clearTimeout(timer.current);
      instance?.remove();
    };
  }, [initial]);

  const index = useMemo(() => {
    const clusters = new Supercluster<{ id: number }>({ radius: clusterRadius, maxZoom: 16 });
    clusters.load(
      results.map((r) => ({ type: 'Feature', geometry: { type: 'Point', coordinates: [r.Lng, r.Lat] }, properties: { id: r.Id } })),
    );
    return clusters;
  }, [results]);
  const byId = useMemo(() => new Map(results.map((r) => [r.Id, r])), [results]);

  let pins: Pin[] = [];
  if (map) {
    const view = map.getBounds();
    const box: [number, number, number, number] = [view.getWest(), view.getSouth(), view.getEast(), view.getNorth()];
    pins = index.getClusters(box, Math.round(map.getZoom())).flatMap((feature): Pin[] => {
      const [lng, lat] = feature.geometry.coordinates;
      const properties = feature.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; id?: number };
      if (properties.cluster)
        return [{ kind: 'cluster', id: properties.cluster_id as number, count: properties.point_count as number, lng, lat }];
      const result = byId.get(properties.id as number);
      return result ? [{ kind: 'pin', result, lng, lat }] : [];
    });
    // The highlighted RV shows as its own pin even inside a cluster.
    const highlighted = highlightedId === null ? undefined : byId.get(highlightedId);
    if (highlighted && !pins.some((p) => p.kind === 'pin' && p.result.Id === highlighted.Id)) {
      pins.push({ kind: 'pin', result: highlighted, lng: highlighted.Lng, lat: highlighted.Lat });
    }
  }

  const openCluster = (event: MouseEvent<HTMLDivElement>) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-cluster]');
    if (!map || !target) return;
    const id = Number(target.dataset.cluster);
    const zoom = Math.min(index.getClusterExpansionZoom(id), 15);
    map.easeTo({ center: [Number(target.dataset.lng), Number(target.dataset.lat)], zoom }, { user: true });
  };

  return (
    <div data-slot="search-map" className="flex h-full flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <Checkbox isSelected={searchAsMove} onChange={setSearchAsMove}>
          {t('map.searchAsMove')}
        </Checkbox>
        <div className="flex gap-1">
          <Button size="sm" variant="outline" aria-label={t('map.zoomIn')} onClick={() => map?.zoomIn(undefined, { user: true })}>
            +
          </Button>
          <Button size="sm" variant="outline" aria-label={t('map.zoomOut')} onClick={() => map?.zoomOut(undefined, { user: true })}>
            −
          </Button>
        </div>
      </div>
      <div
        aria-hidden="true"
        data-map-ready={map ? '' : undefined}
        className="relative min-h-96 flex-1 overflow-hidden rounded-xl border border-border bg-[#bcd7e8]"
        onClick={openCluster}
      >
        {/* MapLibre makes its container position: relative, so the container fills a positioned box. */}
        <div className="absolute inset-0">
          <div ref={container} data-slot="search-map-base" className="size-full" />
        </div>
        {failed ? <p className="absolute inset-x-0 top-1/2 text-center text-sm text-muted-foreground">{t('map.unavailable')}</p> : null}
        <div className="pointer-events-none absolute inset-0">
          {map
            ? pins.map((pin) => {
                const at = map.project([pin.lng, pin.lat]);
                if (pin.kind === 'cluster') {
                  return (
                    <span
                      key={`c${pin.id}`}
                      data-cluster={pin.id}
                      data-lng={pin.lng}
                      data-lat={pin.lat}
                      className="pointer-events-auto absolute flex size-9 -translate-x-1/2 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full border-2 border-surface bg-primary text-sm font-semibold text-primary-foreground shadow-md"
                      style={{ left: at.x, top: at.y }}
                    >
                      {pin.count}
                    </span>
                  );
                }
                const r = pin.result;
                const on = r.Id === highlightedId;
                return (
                  <span
                    key={r.Id}
                    data-marker={r.Id}
                    data-highlighted={on ? '' : undefined}
                    className="absolute -translate-x-1/2 -translate-y-full whitespace-nowrap rounded-full border border-border bg-surface px-2 py-0.5 text-xs font-semibold text-surface-foreground shadow-sm data-[highlighted]:z-10 data-[highlighted]:scale-110 data-[highlighted]:bg-primary data-[highlighted]:text-primary-foreground"
                    style={{ left: at.x, top: at.y }}
                  >
                    {formatPrice(r.DisplayNightlyPrice.Amount, r.DisplayNightlyPrice.Currency)}
                  </span>
                );
              })
            : null}
        </div>
      </div>
      <p className="text-xs text-muted-foreground">{t('map.credit')}</p>
    </div>
  );
}
