// What one server render notes (the words it read, the widgets it used, its page's own meta, the visitor's currency)
// belongs to that render: renders of different requests run side by side, and since a render waits for its data
// (shell/server/entry-server.tsx suspends on it) they interleave. The server's entry hands a source that returns the
// current render's slots (from its AsyncLocalStorage); in the browser there is none.
/** One render's values, by slot. */
export type ServerRenderSlots = Map<ServerSlot<unknown>, unknown>;
type Slots = ServerRenderSlots;

let currentSlots: () => Slots | undefined = () => undefined;

/** Called once by the server's entry: where the render under way keeps its slots. */
export function setServerRenderSlots(source: () => Slots | undefined): void {
  currentSlots = source;
}

export interface ServerSlot<T> {
  /** This render's value (made at its first use), or undefined in the browser and outside a server render. */
  current(): T | undefined;
}

/** A value each server render has its own of, made by `create` when the render first asks for it. */
export function serverSlot<T>(create: () => T): ServerSlot<T> {
  const slot: ServerSlot<T> = {
    current() {
      if (typeof document !== 'undefined') return undefined;
      const slots = currentSlots();
      if (!slots) return undefined;
      if (!slots.has(slot)) slots.set(slot, create());
      return slots.get(slot) as T;
    },
  };
  return slot;
}
