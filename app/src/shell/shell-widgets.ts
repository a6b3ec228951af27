// The shell's own widgets, on every page (lib/lazy-widgets.tsx): the server renders them whole, a hydrating page loads
// their code at the reader's first intent, and a page the browser renders loads them before its first render.
import { lazyWidget } from '../lib/lazy-widgets.tsx';

/** The shell's own widgets, on every page: a page the browser renders loads them before its first render. */
export const shellWidgets = ['site-header', 'site-footer', 'shell-banners', 'signup-prompt', 'host-mode'] as const;

// The shell's header (shell/site-header.tsx: navigation, search form, language, currency, the mobile menu's trigger).
export const LazySiteHeader = lazyWidget(
  'site-header',
  () => import('./site-header.tsx').then((m) => m.SiteHeader),
  '[data-slot=site-header]',
);
// The shell's footer (shell/site-footer.tsx: its logo and its columns of links), in the header's chunk: out of every
// page's first load (its links work as the server wrote them; a click before its code is here is replayed through the
// router).
export const LazySiteFooter = lazyWidget(
  'site-footer',
  () => import('./site-header.tsx').then((m) => m.SiteFooter),
  '[data-slot=site-footer]',
);
// Host mode's tab bar and payout banner (shell/host-nav.tsx, in the header's chunk): dashboard pages under /host only.
// On a host-mode page its code comes with the banner's code and data (preloadHostMode): shown at the first render.
export const LazyHostMode = lazyWidget(
  'host-mode',
  () => import('./site-header.tsx').then((m) => m.preloadHostMode().then(() => m.HostModeParts)),
  '[data-slot=host-mode]',
);
// The shell's banners and the sign-up prompt (shell/shell-banners.tsx: the ui banners, their words and dismissals).
export const LazyShellBanners = lazyWidget(
  'shell-banners',
  () => import('./shell-banners.tsx').then((m) => m.ShellBanners),
  '[data-slot=shell-banners]',
);
// The sign-up prompt is never in the server's HTML (it shows once its code runs): no root of its own, its code loads at
// the first input anywhere.
export const LazySignupPrompt = lazyWidget('signup-prompt', () => import('./shell-banners.tsx').then((m) => m.SignupPrompt));
