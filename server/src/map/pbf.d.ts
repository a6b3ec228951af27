declare module 'pbf' {
  /** The protocol buffer reader and writer of pbf 3 (the parts used here: map tiles and glyphs, the gazetteer). */
  export default class Pbf {
    constructor(buffer?: Uint8Array);
    pos: number;
    length: number;
    readVarint(): number;
    readSVarint(): number;
    readMessage<T>(read: (tag: number, value: T, pbf: Pbf) => void, value: T): T;
    writeMessage<T>(tag: number, write: (value: T, pbf: Pbf) => void, value: T): void;
    writeStringField(tag: number, value: string): void;
    writeBytesField(tag: number, value: Uint8Array): void;
    writeVarintField(tag: number, value: number): void;
    writeSVarintField(tag: number, value: number): void;
    finish(): Uint8Array;
  }
}
