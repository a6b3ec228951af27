import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FavouriteButton, ListingCard, type ListingCardListing, ListingCardSkeleton } from '@rove/ui';

/** A generated landscape photo (nothing is downloaded): sky, hills and an RV-coloured block. */
function photo(sky: string, hill: string, body: string, label: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="${sky}"/><path d="M0 210 Q100 150 200 200 T400 190 V300 H0Z" fill="${hill}"/><rect x="120" y="170" width="170" height="70" rx="10" fill="${body}"/><circle cx="160" cy="245" r="14" fill="#222"/><circle cx="255" cy="245" r="14" fill="#222"/><text x="16" y="32" font-family="sans-serif" font-size="18" fill="#fff">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const kelowna: ListingCardListing = {
  id: 2048,
  name: 'Okanagan Class C with bunks',
  type: 'ClassC',
  sleeps: 6,
  location: 'Kelowna, BC',
  country: 'CA',
  currency: 'CAD',
  distanceKm: 8.4,
  nightlyPrice: 189,
  tripTotal: 1432,
  nights: 7,
  rating: 4.92,
  reviewCount: 128,
  badges: ['Superhost', 'InstantBook'],
  photos: [
    { src: photo('#7fb3d5', '#4a7c59', '#f4f1ea', 'Outside'), alt: 'The motorhome parked by a lake' },
    { src: photo('#f5cba7', '#6e8b3d', '#d35400', 'Kitchen'), alt: 'The kitchen with a two-burner stove' },
    { src: photo('#aed6f1', '#1e8449', '#5d6d7e', 'Bunks'), alt: 'Bunk beds at the back' },
    { src: photo('#d2b4de', '#566573', '#f7dc6f', 'Dinette'), alt: 'The dinette that turns into a bed' },
    { src: photo('#85c1e9', '#117864', '#ecf0f1', 'Night'), alt: 'The RV at night with its awning out' },
  ],
};

const austin: ListingCardListing = {
  id: 3310,
  name: 'Airstream Flying Cloud 25',
  type: 'TravelTrailer',
  sleeps: 4,
  location: 'Austin, TX',
  country: 'US',
  currency: 'USD',
  distanceKm: 23,
  nightlyPrice: 145,
  tripTotal: null,
  rating: null,
  reviewCount: 0,
  badges: ['DeliveryOnly', 'Featured'],
  photos: [{ src: photo('#fad7a0', '#b9770e', '#d5d8dc', 'Airstream'), alt: 'A polished aluminium trailer' }],
};

/** The other widget of the card: FavouriteButton, kept in story state as the app keeps it in its store. */
function Favourite({ listingName, onToggle }: { listingName: string; onToggle?: (on: boolean) => void }) {
  const [on, setOn] = useState(false);
  return (
    <FavouriteButton
      isFavourite={on}
      listingName={listingName}
      onToggle={(next) => {
        setOn(next);
        onToggle?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/ListingCard',
  component: ListingCard,
  args: { listing: kelowna, href: '/rv-rental/okanagan-class-c-2048' },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof ListingCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CanadianListing: Story = {
  tags: ['visual'],
  args: { favourite: <Favourite listingName={kelowna.name} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Okanagan Class C with bunks' });
    await expect(link).toHaveAttribute('href', '/rv-rental/okanagan-class-c-2048');
    await expect(canvas.getByText('Superhost')).toBeVisible();
    await expect(canvas.getByText('Class C motorhome')).toBeVisible();
    await expect(canvas.getByText('Sleeps 6')).toBeVisible();
    await expect(canvas.getByText('8.4 km away')).toBeVisible();
    await expect(canvas.getByText('CA$189 per night')).toBeInTheDocument();
    await expect(canvas.getByText('CA$1,432 total for 7 nights')).toBeVisible();
    await expect(canvas.getByText('Rated 4.9 out of 5, 128 reviews')).toBeInTheDocument();
    // The carousel: buttons and arrow keys move between labelled slides; only the current one is exposed.
    const carousel = canvas.getByRole('group', { name: 'Photos of Okanagan Class C with bunks' });
    await expect(within(carousel).getByRole('group', { name: 'Photo 1 of 5' })).toBeVisible();
    // One image per card until the arrows are reached: a list of cards does not load every photo.
    await expect(carousel.querySelectorAll('img')).toHaveLength(1);
    // Until a reader comes to an arrow, the other slides are not in the page either (a list of cards parses less).
    await expect(carousel.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(1);
    await userEvent.click(within(carousel).getByRole('button', { name: 'Previous photo' }));
    await expect(carousel.querySelectorAll('img')).toHaveLength(5);
    await expect(within(carousel).getByRole('group', { name: 'Photo 5 of 5' })).toBeInTheDocument();
    await userEvent.click(within(carousel).getByRole('button', { name: 'Next photo' }));
    await expect(within(carousel).getByRole('group', { name: 'Photo 1 of 5' })).toBeInTheDocument();
    await userEvent.click(within(carousel).getByRole('button', { name: 'Next photo' }));
    await expect(within(carousel).getByRole('group', { name: 'Photo 2 of 5' })).toBeInTheDocument();
    // The dots, one element for the eye only, mark it too: five 6 px dots 4 px apart, the white one second.
    const dots = carousel.querySelector('[data-slot="carousel-dots"]') as HTMLElement;
    await expect(dots).toHaveAttribute('aria-hidden', 'true');
    await expect(getComputedStyle(dots).width).toBe('46px');
    // The style is read as drawn: Chromium answers getComputedStyle with the last frame's position for a moment.
    await waitFor(() => expect(getComputedStyle(dots).backgroundPosition.split(',')[0]).toBe('10px 0px'));
    await expect(within(carousel).getByRole('img', { name: 'The kitchen with a two-burner stove' })).toHaveAttribute('loading', 'lazy');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(within(carousel).getByRole('group', { name: 'Photo 4 of 5' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(within(carousel).getByRole('group', { name: 'Photo 3 of 5' })).toBeInTheDocument();
    // The favourite slot is its own control, above the card's link.
    const heart = canvas.getByRole('button', { name: 'Save Okanagan Class C with bunks to favourites' });
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  },
};

export const AmericanListingInFrench: Story = {
  tags: ['visual'],
  args: { listing: austin },
  globals: { locale: 'fr', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Roulotte de voyage')).toBeVisible();
    await expect(canvas.getByText('4 couchages')).toBeVisible();
    // 23 km is about 14 miles: distances are in miles for US listings.
    await expect(canvas.getByText(/À 14\smi/)).toBeVisible();
    await expect(canvas.getByText(/145\s\$\sUS par nuit/)).toBeInTheDocument();
    await expect(canvas.getByText('Nouveau')).toBeVisible();
    await expect(canvas.getByText('Livraison seulement')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Photo suivante' })).toBeNull();
  },
};

export const WithARouterLink: Story = {
  args: {
    renderLink: ({ children, ...props }) => (
      <a {...props} data-router="">
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Okanagan Class C with bunks' });
    await expect(link).toHaveAttribute('data-router');
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    const onClick = fn();
    link.addEventListener('click', onClick, { once: true });
    await userEvent.click(link);
    await expect(onClick).toHaveBeenCalled();
  },
};

// Not a screenshot story: the skeleton pulses.
export const Loading: Story = {
  render: () => (
    <div className="grid grid-cols-2 gap-4">
      <ListingCardSkeleton />
      <ListingCardSkeleton />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Loading RV')).toHaveLength(2);
  },
};
