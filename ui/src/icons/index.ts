// Rove's icon set: chosen lucide-react icons under our names. lucide-react is bundled into the package
// (it is not a dependency of consumers); each icon stays its own module and the package is side-effect free,
// so a consumer's bundle keeps only the icons it imports. Icons are decorative (lucide sets aria-hidden):
// name the control around them.
//
// index.ts only re-exports, so that a bundle follows it to the modules whose icons are used:
// - core.ts: the shell's icons (header, banners, toasts), which load with them;
// - home.ts: the icons the home page shows (search among them), so its first load takes no others;
// - common.ts: the rest of the renter's and the shared icons, bound in whichever chunk first needs one;
// - owner.ts: the owner's icons (photos, amenities, the wizard's steps; issue 16), which renter pages never load;
// - host-nav.ts: host mode's tabs in the header, on every signed-in page (issue 35).
export * from './core.ts';
export * from './home.ts';
export * from './common.ts';
export * from './owner.ts';
export * from './host-nav.ts';
