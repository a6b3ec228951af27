// The bookings area's public entry. No other area imports from bookings: its pages are reached through the route
// page map (shell/router/pages/bookings.ts, booking-flows.ts, booking-changes.ts) and its data through the API.
export {};
