// Renders nothing; tells main.tsx the root has committed. The server renders it too, at the same place, so the
// tree (and the ids useId derives from it) is the same in both renders.
import { useEffect } from 'react';

export function AppReady({ onReady }: { onReady: () => void }) {
  useEffect(() => onReady(), [onReady]);
  return null;
}
