// The booking widget's trip options: a disclosure closed at first whose button says what the address holds; the
// controls exist only once it is opened (the server's page carries the button alone).
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, expect, it } from 'vitest';
import { initI18n } from '../../i18n/i18n.ts';
import { type EstimateParams, parseEstimateParams } from '../estimate-params.ts';
import type { Estimate, ListingDetail } from './listing-api.ts';
import { TripOptions } from './trip-options.tsx';

beforeAll(async () => {
  await initI18n('en');
});

const listing = {
  Id: 7,
  Delivery: { Available: true, Radius: 50, DeliveryOnly: false, DeliveryFee: 2 },
  DistanceUnit: 'mi',
  Location: { Country: 'US' },
  AddOns: [
    { Id: 12, Name: { en: 'Bike rack', fr: 'Porte-vélos' }, Price: { Amount: 15, Currency: 'USD' }, PricePer: 'trip' },
    { Id: 13, Name: { en: 'Camp chairs', fr: 'Chaises' }, Price: { Amount: 5, Currency: 'USD' }, PricePer: 'night' },
  ],
} as unknown as ListingDetail;
const estimate = {
  InsuranceProtectionLevel: 'Standard',
  InsuranceRates: { Basic: 25, Standard: 35, Premium: 50 },
  Deductibles: { Basic: 2500, Standard: 1500, Premium: 500 },
  RvUsage: 'Pickup',
  RoadsideNightlyRate: 8,
  StationaryDiscountRate: null,
} as unknown as Estimate;
const paramsOf = (query: string): EstimateParams => parseEstimateParams(new URLSearchParams(query));
const update = () => {};

it('starts closed: its button names what is chosen, and no control is drawn', () => {
  render(<TripOptions listing={listing} params={paramsOf('protectionLevel=Premium&addons=12')} update={update} estimate={estimate} />);
  const button = screen.getByRole('button', { name: /^Protection and add-ons/ });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveTextContent("I'll pick it up · Premium protection · 1 add-on");
  // Not even hidden in the closed panel.
  expect(document.querySelector('input')).toBeNull();
});

it('opened, shows the usage, the plans and the add-ons as the address holds them', () => {
  render(<TripOptions listing={listing} params={paramsOf('addons=12,13')} update={update} estimate={estimate} />);
  const button = screen.getByRole('button', { name: /^Protection and add-ons/ });
  expect(button).toHaveTextContent('Standard protection · 2 add-ons');
  fireEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('radio', { name: /^Standard/ })).toBeChecked();
  expect(screen.getByRole('radio', { name: /Deliver it to me/ })).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: /Camp chairs/ })).toBeChecked();
});

it('without dates names no plan, and without usage, plans or add-ons is not there', () => {
  render(<TripOptions listing={listing} params={paramsOf('')} update={update} estimate={null} />);
  expect(screen.getByRole('button', { name: /^Protection and add-ons/ })).toHaveTextContent("I'll pick it up · No add-ons");
  const bare = { ...listing, Delivery: { ...listing.Delivery, Available: false }, AddOns: [] } as ListingDetail;
  const { container } = render(<TripOptions listing={bare} params={paramsOf('')} update={update} estimate={null} />);
  expect(container).toBeEmptyDOMElement();
});

it('goes out from the server as its button alone', async () => {
  const { renderToString } = await import('react-dom/server');
  const html = renderToString(<TripOptions listing={listing} params={paramsOf('')} update={update} estimate={estimate} />);
  expect(html).toContain('Standard protection · No add-ons');
  expect(html).not.toContain('type="radio"');
  expect(html).not.toContain('type="checkbox"');
});
