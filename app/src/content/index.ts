// The content area's public entry: "Verify your identity", which the bookings area shows to a renter on a booking.
export { VerifyButton } from './verify-button.tsx';
