// The link the ui's widgets draw theirs with: the router's for a path of ours, a plain anchor for any other address.
import { Link } from 'react-router';
import type { RenderLink } from '@rove/ui';

export const renderLink: RenderLink = ({ href, className, children }) =>
  href.startsWith('/') ? (
    <Link to={href} className={className}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className}>
      {children}
    </a>
  );
