declare module 'pbf' {
  /** The protocol buffer writer of pbf 3 (the parts used here). */
  export default class Pbf {
    constructor(buffer?: Uint8Array);
    writeMessage<T>(tag: number, write: (value: T, pbf: Pbf) => void, value: T): void;
    writeStringField(tag: number, value: string): void;
    writeBytesField(tag: number, value: Uint8Array): void;
    writeVarintField(tag: number, value: number): void;
    writeSVarintField(tag: number, value: number): void;
    finish(): Uint8Array;
  }
}
