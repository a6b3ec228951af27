/**
 * A story `beforeEach` that makes the page a phone for the widgets: every media query answers false, so
 * `useMediaQuery('(min-width: 48rem)')` picks the narrow layout. Returns the cleanup Storybook runs afterwards.
 */
export function narrowScreen(): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
}
