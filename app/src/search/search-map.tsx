// The search map (a lazy chunk, never in the page's first load): price markers over a bundled base map of the US
// states and Canadian provinces (nothing fetched; raster tiles only when VITE_MAP_TILE_URL is set), drag to pan, zoom
// buttons, and "search as I move the map" writing the bounds into the URL, debounced. The results list stays complete
// without it, so the map is hidden from assistive technology; the highlighted marker follows the hovered or focused card.
import { type PointerEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox } from '@rove/ui';
import { fitBounds, panBounds, project, zoomBounds } from './map-geometry.ts';
import { decodeOutlines, outlinePaths } from './map-outlines.ts';
import { outlineData } from './map-outlines-data.ts';
import { parseTileTemplate, tilesForView } from './map-tiles.ts';
import type { SearchResult } from './search-api.ts';
import type { MapBounds } from './search-params.ts';

const size = { width: 480, height: 640 };
const debounceMs = 400;
const box100 = { width: 100, height: 100 };
const outlines = decodeOutlines(outlineData);
const tileTemplate = parseTileTemplate(import.meta.env.VITE_MAP_TILE_URL);

export interface SearchMapProps {
  results: readonly SearchResult[];
  bounds: MapBounds | undefined;
  highlightedId: number | null;
  onBoundsChange: (bounds: MapBounds) => void;
  formatPrice: (amount: number, currency: 'USD' | 'CAD') => string;
}

/** Remount it (a new `key`) to refit new results. */
export default function SearchMap({ results, bounds, highlightedId, onBoundsChange, formatPrice }: SearchMapProps) {
  const { t } = useTranslation('search');
  const [view, setView] = useState<MapBounds>(() => bounds ?? fitBounds(results.map((r) => ({ lat: r.Lat, lng: r.Lng }))));
  const [searchAsMove, setSearchAsMove] = useState(true);
  const drag = useRef<{ x: number; y: number; start: MapBounds } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const box = useRef<HTMLDivElement>(null);

  const [pixelWidth, setPixelWidth] = useState(size.width);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    const element = box.current;
    if (!tileTemplate || !element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setPixelWidth(entry.contentRect.width || size.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const paths = useMemo(() => outlinePaths(outlines, view, box100), [view]);
  const tiles = useMemo(() => (tileTemplate ? tilesForView(tileTemplate, view, pixelWidth, box100) : []), [view, pixelWidth]);

  const moved = (next: MapBounds) => {
    setView(next);
    if (!searchAsMove) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onBoundsChange(next), debounceMs);
  };
  const scale = () => {
    const rect = box.current?.getBoundingClientRect();
    return rect && rect.width > 0 ? { width: rect.width, height: rect.height } : size;
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    drag.current = { x: e.clientX, y: e.clientY, start: view };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    setView(panBounds(drag.current.start, e.clientX - drag.current.x, e.clientY - drag.current.y, scale()));
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const moved_ = e.clientX !== drag.current.x || e.clientY !== drag.current.y;
    drag.current = null;
    if (moved_) moved(view);
  };

  return (
    <div data-slot="search-map" className="flex h-full flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <Checkbox isSelected={searchAsMove} onChange={setSearchAsMove}>
          {t('map.searchAsMove')}
        </Checkbox>
        <div className="flex gap-1">
          <Button size="sm" variant="outline" aria-label={t('map.zoomIn')} onClick={() => moved(zoomBounds(view, 2))}>
            +
          </Button>
          <Button size="sm" variant="outline" aria-label={t('map.zoomOut')} onClick={() => moved(zoomBounds(view, 0.5))}>
            −
          </Button>
        </div>
      </div>
      <div
        ref={box}
        aria-hidden="true"
        className="relative min-h-96 flex-1 cursor-grab touch-none overflow-hidden rounded-xl border border-border bg-background active:cursor-grabbing"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
      >
        <svg
          data-slot="search-map-base"
          className="pointer-events-none absolute inset-0 size-full"
          preserveAspectRatio="none"
          viewBox="0 0 100 100"
          role="presentation"
        >
          {tiles.map((tile) => (
            <image
              key={tile.key}
              href={tile.href}
              x={tile.x}
              y={tile.y}
              width={tile.width}
              height={tile.height}
              preserveAspectRatio="none"
            />
          ))}
          <g
            className={tileTemplate ? 'fill-none stroke-muted-foreground/40' : 'fill-muted stroke-muted-foreground/35'}
            strokeWidth="1"
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          >
            {paths.map((path) => (
              <path key={path.id} data-outline={path.id} d={path.d} fillRule="evenodd" vectorEffect="non-scaling-stroke" />
            ))}
          </g>
        </svg>
        {results.map((r) => {
          const at = project({ lat: r.Lat, lng: r.Lng }, view, { width: 100, height: 100 });
          if (!at) return null;
          const on = r.Id === highlightedId;
          return (
            <span
              key={r.Id}
              data-marker={r.Id}
              data-highlighted={on ? '' : undefined}
              className="absolute -translate-x-1/2 -translate-y-full rounded-full border border-border bg-surface px-2 py-0.5 text-xs font-semibold text-surface-foreground shadow-sm data-[highlighted]:z-10 data-[highlighted]:scale-110 data-[highlighted]:bg-primary data-[highlighted]:text-primary-foreground"
              style={{ left: `${at.x}%`, top: `${at.y}%` }}
            >
              {formatPrice(r.DisplayNightlyPrice.Amount, r.DisplayNightlyPrice.Currency)}
            </span>
          );
        })}
      </div>
    </div>
  );
}
