// Page module (one lazy chunk). Its content comes in a later issue; the route, guards, layout and meta are real.
import { SimplePage } from '../layout/simple-page.tsx';

export default function BlogPage() {
  return <SimplePage />;
}
