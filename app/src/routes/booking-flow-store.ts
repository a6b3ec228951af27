// The bits of booking client state the route guards read (spec 001 section 3): canAddDriver and the chosen
// change-request type. The booking issues own the rest and set these.
import { createStore } from '../lib/create-store.ts';

export const bookingFlowStore = createStore<{ canAddDriver: boolean; changeRequestType: string | null }>({
  canAddDriver: false,
  changeRequestType: null,
});
