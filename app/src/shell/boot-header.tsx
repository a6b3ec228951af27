// The first skeleton's header: the logo where the site header (site-header.tsx) draws it. The server writes it into
// index.html's skeleton (`<!--rove-boot-header-->`), so a page the browser renders alone (a signed-in page, the
// not-found page, /signin) paints the brand at once, not a blank bar, and nothing moves when the header comes (issue
// 35: its first contentful paint no longer waits for the app's code, its data and its render).
import { Logo } from '@rove/ui';
import { headerLogo, headerRow } from './site-header.tsx';

/** The skeleton is hidden from assistive technology (aria-hidden): the logo is drawn, not named. */
export function BootHeader() {
  return (
    <div className={headerRow}>
      <Logo className={headerLogo} aria-hidden="true" />
    </div>
  );
}
