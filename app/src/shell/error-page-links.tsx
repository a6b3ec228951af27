// What every error page links to (home, search, how it works, listing an RV, about, blog), in the page's language,
// and the router link the ui draws them with: one set for the route error boundary and the unpublished listing.
import type { RenderLink } from '@rove/ui';
import { Link } from 'react-router';
import { useLocalePath } from '../routes/use-locale-path.ts';

export const routerLink: RenderLink = ({ href, className, children, ...rest }) => (
  <Link to={href} className={className} {...rest}>
    {children}
  </Link>
);

export function useErrorPageLinks() {
  const to = useLocalePath();
  return {
    home: to('home'),
    search: to('rv-search'),
    howItWorks: to('how-it-works'),
    listRv: to('owner'),
    about: to('about'),
    blog: to('blog'),
  };
}
