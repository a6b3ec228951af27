// The messages area's public entry: "Ask the host" on the renter's listing page, a widget whose code loads apart.
export { LazyAskHost } from './ask-host-widget.ts';
