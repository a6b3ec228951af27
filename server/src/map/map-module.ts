// The offline base map: a MapLibre style, vector tiles and label glyphs, all from this server (no other origin).
//   GET /api/map/style.json?lang=en|fr         the style (root-relative URLs only)
//   GET /api/map/tiles/{z}/{x}/{y}.pbf         a Mapbox Vector Tile, zoom 0 to 10
//   GET /api/map/glyphs/{fontstack}/{range}.pbf glyphs, 256 code points a range
// The data changes only with a deploy, so responses are cached a day by browsers and proxies. Tiles and glyphs are
// made by the map worker (map-service.ts), off the event loop.
import type { Context } from 'hono';
import type { ApiModule } from '../module.ts';
import { parseGlyphRange } from './map-glyphs.ts';
import { mapGlyphBytes, mapTileBytes } from './map-service.ts';
import { mapStyle } from './map-style.ts';
import { isTileCoordinate } from './map-tiles.ts';

const cached = 'public, max-age=86400';

function binary(c: Context, bytes: Uint8Array, type: string): Response {
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': type, 'Cache-Control': cached });
}

export const mapModule: ApiModule = {
  name: 'map',
  register(app) {
    app.get('/api/map/style.json', (c) => {
      const lang = c.req.query('lang') === 'fr' ? 'fr' : 'en';
      return c.json(mapStyle(lang), 200, { 'Cache-Control': cached });
    });
    app.get('/api/map/tiles/:z/:x/:file', async (c) => {
      const match = /^(\d+)\.pbf$/.exec(c.req.param('file'));
      const [z, x, y] = [Number(c.req.param('z')), Number(c.req.param('x')), Number(match?.[1])];
      if (!match || !isTileCoordinate(z, x, y)) return c.json({ Message: 'No such tile.' }, 404);
      return binary(c, await mapTileBytes(z, x, y), 'application/vnd.mapbox-vector-tile');
    });
    app.get('/api/map/glyphs/:fontstack/:file', async (c) => {
      const match = /^(.+)\.pbf$/.exec(c.req.param('file'));
      const start = match ? parseGlyphRange(match[1]) : undefined;
      if (start === undefined) return c.json({ Message: 'No such glyph range.' }, 404);
      return binary(c, await mapGlyphBytes(c.req.param('fontstack').slice(0, 200), start), 'application/x-protobuf');
    });
  },
};
