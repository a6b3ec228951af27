import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorPage, type ErrorPageLinks } from '@rove/ui';

const links: ErrorPageLinks = {
  home: '/',
  search: '/rv-search',
  howItWorks: '/how-it-works',
  listRv: '/list-your-rv',
  about: '/about-us',
  blog: '/blog',
};

// Stand-ins for the app's listing cards, which the page only places.
const listings = [
  { name: 'Wanderlust 24 ft Class C', type: 'Class C · Sleeps 6', place: 'Canmore, AB', price: '$189 CAD / night' },
  { name: 'Airstream Bambi 2021', type: 'Travel trailer · Sleeps 4', place: 'Cochrane, AB', price: '$142 CAD / night' },
  { name: 'Winnebago Solis 59P', type: 'Campervan · Sleeps 4', place: 'Calgary, AB', price: '$215 CAD / night' },
];

function cards(offset = 0) {
  return listings.map((_listing, i) => {
    const item = listings[(i + offset) % listings.length];
    return (
      <article key={item.name} className="flex flex-col gap-1 rounded-xl border border-border bg-surface p-4 text-surface-foreground">
        <div aria-hidden="true" className="mb-2 aspect-[4/3] rounded-lg bg-primary-soft" />
        <h3 className="font-semibold">{item.name}</h3>
        <p className="text-sm text-muted-foreground">{item.type}</p>
        <p className="text-sm text-muted-foreground">{item.place}</p>
        <p className="text-sm font-semibold">{item.price}</p>
      </article>
    );
  });
}

const stack = `Error: Request failed with status code 500
    at settle (app/src/api/api-fetch.ts:48:11)
    at async loadListing (app/src/pages/listing-page.tsx:31:18)
    at async Object.loader (app/src/routes/table.ts:112:5)`;

const meta = {
  title: 'Widgets/ErrorPage',
  component: ErrorPage,
  args: { error: { status: 404 }, links },
} satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Not all who wander are lost.' })).toBeInTheDocument();
    await expect(
      canvas.getByText("However, we couldn't find what you were looking for. Here a few helpful links that might get you on your way:"),
    ).toBeInTheDocument();
    const nav = canvas.getByRole('navigation', { name: 'Helpful links' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    await expect(names).toEqual([
      ['Home', '/'],
      ['Search RVs', '/rv-search'],
      ['How it works', '/how-it-works'],
      ['List an RV', '/list-your-rv'],
      ['About', '/about-us'],
      ['Blog', '/blog'],
    ]);
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveFocus();
  },
};

export const RvNotAvailable: Story = {
  tags: ['visual'],
  args: {
    error: { status: 404, statusMessage: 'RV_UNPUBLISHED' },
    place: 'Canmore, AB',
    similarListings: cards(),
    moreListings: cards(1),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'RV Not Available' })).toBeInTheDocument();
    await expect(canvas.getByText("We're sorry, the RV you searching for is not available at the moment.")).toBeInTheDocument();
    const similar = canvas.getByRole('region', { name: 'Similar RVs' });
    await expect(within(similar).getByText('Near Canmore, AB')).toBeInTheDocument();
    await expect(within(similar).getByRole('heading', { level: 2, name: 'More Available RVs' })).toBeInTheDocument();
    await expect(within(similar).getAllByRole('article')).toHaveLength(6);
    await expect(within(similar).getAllByRole('listitem')).toHaveLength(6);
    // Cards sit in one grid, three across at this width: never squeezed by a grid nested inside it.
    for (const card of within(similar).getAllByRole('article')) await expect(card.getBoundingClientRect().width).toBeGreaterThan(200);
  },
};

export const GenericError: Story = {
  args: { error: { status: 500, message: 'Request failed with status code 500' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'An error occurred' })).toBeInTheDocument();
    await expect(canvas.getByText('An unexpected error occurred in our system. Here are a few helpful links:')).toBeInTheDocument();
    // The friendly page never shows the raw message.
    await expect(canvas.queryByText('Request failed with status code 500')).toBeNull();
  },
};

const onNavigate = fn();
export const WithTheAppsRouterLinks: Story = {
  args: {
    error: { status: 503 },
    renderLink: ({ href, className, children }) => (
      <a
        href={href}
        className={className}
        data-router-link=""
        onClick={(event) => {
          event.preventDefault();
          onNavigate(href);
        }}
      >
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Search RVs' });
    await expect(link).toHaveAttribute('data-router-link');
    link.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Blog' }));
    await expect(onNavigate.mock.calls).toEqual([['/rv-search'], ['/blog']]);
  },
};

export const Development: Story = {
  tags: ['visual'],
  args: { development: true, error: { status: 500, message: 'Request failed with status code 500', stack } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Error 500' })).toBeInTheDocument();
    await expect(canvas.getByText('Request failed with status code 500')).toBeInTheDocument();
    await expect(canvas.getByText(/at async loadListing/)).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByLabelText('Stack trace')).toHaveFocus();
  },
};

export const FrenchNotFound: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tous ceux qui errent ne sont pas perdus.' })).toBeInTheDocument();
    const nav = canvas.getByRole('navigation', { name: 'Liens utiles' });
    await expect(within(nav).getByRole('link', { name: 'Rechercher des VR' })).toHaveAttribute('href', '/rv-search');
  },
};

export const FrenchRvNotAvailable: Story = {
  globals: { locale: 'fr' },
  args: {
    error: { statusMessage: 'RV_UNPUBLISHED' },
    place: 'Québec (Qc)',
    similarListings: cards(),
    moreListings: cards(2),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'VR non disponible' })).toBeInTheDocument();
    const similar = canvas.getByRole('region', { name: 'VR similaires' });
    await expect(within(similar).getByText('Près de Québec (Qc)')).toBeInTheDocument();
    await expect(within(similar).getByRole('heading', { name: 'Plus de VR disponibles' })).toBeInTheDocument();
  },
};

export const FrenchGenericDark: Story = {
  globals: { locale: 'fr', theme: 'dark' },
  args: { error: { status: 500 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Une erreur est survenue' })).toBeInTheDocument();
  },
};
