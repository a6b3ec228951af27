import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { faviconPng, faviconPngs } from './favicon-png.ts';

const svg = fileURLToPath(new URL('../app/public/favicon.svg', import.meta.url));

describe('the PNG icons', () => {
  it('draws the SVG icon at each size, as PNG, with its green corner and white strokes', async () => {
    const { default: sharp } = await import('sharp');
    for (const size of Object.values(faviconPngs)) {
      const png = await faviconPng(svg, size);
      expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: size, height: size });
      const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [
        ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
      ];
      // The rounded square's green (#1f5d46) a quarter in, the van's white outline along its roof.
      expect(pixel(Math.round(size * 0.5), Math.round(size * 0.12))).toEqual([0x1f, 0x5d, 0x46]);
      expect(pixel(Math.round(size * 0.45), Math.round(size * 0.25))).toEqual([255, 255, 255]);
    }
  });
});
