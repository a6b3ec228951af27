// The host area's public entry. No other area imports from host: its pages are reached through the route page map
// (shell/router/pages/host.ts).
export {};
