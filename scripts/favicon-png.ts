// The site's icon as PNG (48 pixels, and 180 for a phone's home screen), drawn from app/public/favicon.svg when the app
// is built (vite.config.ts): an SVG icon is an SVG document the page's renderer parses and lays out on its main thread,
// 15 ms at full speed on a 2-core machine, on every page a visitor opens (issue 35); a PNG decodes off that thread.
import { readFileSync } from 'node:fs';

/** The files made, by name, and their size in pixels. */
export const faviconPngs = { 'favicon.png': 48, 'apple-touch-icon.png': 180 } as const;

/** The SVG icon at `svgFile` (drawn on a 32-pixel grid) as a `size`-pixel PNG, rendered at that size, not scaled up. */
export async function faviconPng(svgFile: string, size: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(readFileSync(svgFile), { density: 72 * (size / 32) })
    .resize(size, size)
    .png()
    .toBuffer();
}
