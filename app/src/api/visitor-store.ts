// What the app knows about the visitor's place (from geolocation, a later issue): sent as IP headers when known.
import { createStore } from '../lib/create-store.ts';

export interface VisitorState {
  ip: { country?: string; region?: string; city?: string } | null;
}

export const visitorStore = createStore<VisitorState>({ ip: null });
