// The offline base map: a MapLibre style, vector tiles and label glyphs, all from this server (no other origin).
//   GET /api/map/style.json?lang=en|fr         the style (root-relative URLs only)
//   GET /api/map/tiles/{z}/{x}/{y}.pbf         a Mapbox Vector Tile, zoom 0 to 10
//   GET /api/map/glyphs/{fontstack}/{range}.pbf glyphs, 256 code points a range
// The data changes only with a deploy, so responses are cached a day by browsers and proxies. Tiles and glyphs are
// made by the map worker (map-service.ts), off the event loop.
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ApiError } from '../http/errors.ts';
import { binary as binaryAnswer, invalid, json, refusals } from '../http/openapi-routes.ts';
import { isPublic } from '../identity/route-security.ts';
import type { ApiModule } from '../module.ts';
import { parseGlyphRange } from './map-glyphs.ts';
import { mapGlyphBytes, mapTileBytes, startMapWorker } from './map-service.ts';
import { mapStyle } from './map-style.ts';
import { isTileCoordinate } from './map-tiles.ts';

const cached = 'public, max-age=86400';

function binary(c: Context, bytes: Uint8Array, type: string): Response {
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': type, 'Cache-Control': cached });
}

const common = { tags: ['Base map'], ...isPublic };

const styleRoute = createRoute({
  method: 'get',
  path: '/api/map/style.json',
  operationId: 'getMapStyle',
  summary: 'The MapLibre style of the base map (root-relative URLs only)',
  ...common,
  request: { query: z.object({ lang: z.string().optional().meta({ description: 'fr for French labels; anything else is English' }) }) },
  responses: {
    200: json(z.record(z.string(), z.unknown()).meta({ description: 'A MapLibre style document (version 8)' }), 'The style'),
    ...refusals({ 400: invalid }),
  },
});
const tileRoute = createRoute({
  method: 'get',
  path: '/api/map/tiles/{z}/{x}/{file}',
  operationId: 'getMapTile',
  summary: 'A Mapbox Vector Tile ({y}.pbf), zoom 0 to 10',
  ...common,
  request: { params: z.object({ z: z.string(), x: z.string(), file: z.string().meta({ description: '{y}.pbf' }) }) },
  responses: {
    200: binaryAnswer('application/vnd.mapbox-vector-tile', 'The tile'),
    ...refusals({ 400: invalid, 404: 'No such tile (NOT_FOUND)' }),
  },
});
const glyphsRoute = createRoute({
  method: 'get',
  path: '/api/map/glyphs/{fontstack}/{file}',
  operationId: 'getMapGlyphs',
  summary: 'Label glyphs (SDF) of 256 code points ({start}-{end}.pbf)',
  ...common,
  request: { params: z.object({ fontstack: z.string(), file: z.string().meta({ description: '{start}-{end}.pbf' }) }) },
  responses: {
    200: binaryAnswer('application/x-protobuf', 'The glyphs'),
    ...refusals({ 400: invalid, 404: 'No such glyph range (NOT_FOUND)' }),
  },
});

export const mapModule: ApiModule = {
  name: 'map',
  register(app) {
    app.openapi(styleRoute, (c) => {
      // A map is opening (the style is its first request; a search page with the map beside its list asks for it as it
      // hydrates): the tiles' indexes start building now, not with the server, which may never be asked for a map
      // (about 2.5 s of a core a start).
      void startMapWorker();
      const lang = c.req.valid('query').lang === 'fr' ? 'fr' : 'en';
      return c.json(mapStyle(lang) as Record<string, unknown>, 200, { 'Cache-Control': cached });
    });
    app.openapi(tileRoute, async (c) => {
      const params = c.req.valid('param');
      const match = /^(\d+)\.pbf$/.exec(params.file);
      const [zoom, x, y] = [Number(params.z), Number(params.x), Number(match?.[1])];
      if (!match || !isTileCoordinate(zoom, x, y)) throw new ApiError(404, 'No such tile.', { statusMessage: 'NOT_FOUND' });
      return binary(c, await mapTileBytes(zoom, x, y), 'application/vnd.mapbox-vector-tile');
    });
    app.openapi(glyphsRoute, async (c) => {
      const params = c.req.valid('param');
      const match = /^(.+)\.pbf$/.exec(params.file);
      const start = match ? parseGlyphRange(match[1]) : undefined;
      if (start === undefined) throw new ApiError(404, 'No such glyph range.', { statusMessage: 'NOT_FOUND' });
      return binary(c, await mapGlyphBytes(params.fontstack.slice(0, 200), start), 'application/x-protobuf');
    });
  },
};
