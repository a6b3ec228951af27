// subset-font and fontverter ship no types (scripts/display-font.ts and its test use them): their default exports as
// their READMEs describe them.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer | Uint8Array,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
      preserveNameIds?: number[];
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
      noLayoutClosure?: boolean;
      keepFeatures?: string[];
    },
  ): Promise<Buffer>;
}

declare module 'fontverter' {
  const fontverter: {
    convert(font: Buffer | Uint8Array, to: 'sfnt' | 'truetype' | 'woff' | 'woff2', from?: string): Promise<Buffer>;
    detectFormat(font: Buffer | Uint8Array): string;
  };
  export default fontverter;
}
