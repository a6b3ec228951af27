// The wizard (issue 38): its progress counts six parts, whatever the answers; the last step shows how renters will see
// the listing (the card, and the page with the photos' captions and the seat belts), and asks for a payout method
// when none is on file, whose refusal stops the publishing in place.
import '@testing-library/jest-dom/vitest';
import { type HostRv, hostWords, rvWizardSteps } from '@rove/contract';
import { UiProvider } from '@rove/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { payoutMethodKey } from '../../api/payout-method.ts';
import { i18n, initI18n, setLocale } from '../../i18n/i18n.ts';
import { codeText, type Translate } from '../../forms/contract-form.ts';
import { hostRvKey } from '../host-rv-api.ts';
import WizardPage from './wizard-page.tsx';

const photo = (id: number, caption: { en: string; fr: string }) => ({
  Id: id,
  UploadId: `u${id}`,
  Position: id,
  IsCover: id === 1,
  Caption: caption,
  Width: 1200,
  Height: 800,
  Urls: { card: `/api/uploads/u${id}/card.webp`, thumb: `/api/uploads/u${id}/thumb.webp` },
});

/** A draft with every step answered: the last step opens. */
const draft = {
  Id: 5,
  Status: 'draft',
  Alias: null,
  Name: 'Moose Mobile',
  DisplayName: 'Moose Mobile',
  Type: 'ClassC',
  Drivable: true,
  Year: 2021,
  Brand: 'Winnebago',
  Model: 'Minnie Winnie',
  Fuel: 'Gasoline',
  Length: 25,
  Weight: 9000,
  HitchSize: null,
  HitchWeight: null,
  Sleeps: 4,
  Seatbelts: 5,
  Beds: [{ Type: 'BedQueen', Count: 1 }],
  Slideouts: 0,
  Amenities: ['Heater'],
  ParkAmenities: [],
  Description: { en: 'A cosy Class C that sleeps four.', fr: '' },
  Location: {
    Street: '1 Main St',
    PostalCode: 'T2P 1J9',
    City: 'Calgary',
    Region: 'AB',
    RegionName: 'Alberta',
    Country: 'CA',
    Lat: 51,
    Lng: -114,
  },
  Currency: 'CAD',
  DistanceUnit: 'km',
  RentalType: 'PickupOnly',
  NightlyPrice: 180,
  CleaningFee: 75,
  SecurityDeposit: 1000,
  WeeklyDiscountPercent: 0,
  MonthlyDiscountPercent: 0,
  MidweekDiscountPercent: 0,
  MileageIncludedPerDay: null,
  MileageOveragePrice: 0,
  GeneratorHoursIncludedPerDay: null,
  GeneratorOveragePrice: 0,
  DeliveryRadius: 0,
  DeliveryPricePerUnit: 0,
  DeliveryFreeRadius: 0,
  MinimumNights: 2,
  PickupTime: '15:00',
  DropoffTime: '11:00',
  InstantBook: false,
  CancellationPolicy: 'Moderate',
  PetsAllowed: true,
  SmokingAllowed: false,
  FestivalFriendly: false,
  ExperienceRequired: false,
  ProtectionAcknowledged: true,
  HostAcceptanceAcknowledged: false,
  Photos: [photo(1, { en: 'The front, by the lake', fr: '' }), photo(2, { en: '', fr: 'La cuisine' }), photo(3, { en: '', fr: '' })],
  GeneratedPhotoCount: 0,
  AddOns: [],
  Wizard: {
    Steps: [...rvWizardSteps],
    VisitedSteps: [...rvWizardSteps],
    LastStep: 'no-insurance',
    ResumeStep: 'host-acceptance-education',
  },
  Completeness: { Percent: 96, CanPublish: false, Missing: [] },
  CreatedAt: '',
  UpdatedAt: '',
  PublishedAt: null,
  DeletedAt: null,
  RestorableUntil: null,
} as unknown as HostRv;

const noMethod = { Method: null, Held: { Count: 0, Totals: [] } };

function openStep(step: string, payout: unknown = noMethod) {
  const handle = { route: { name: `dashboard-rvs-new-${step}` }, pathLocale: i18n.language };
  const router = createMemoryRouter([{ path: `/:dashboard/rvs/new/:step/${step}`, element: <WizardPage />, handle }], {
    initialEntries: [`/host/rvs/new/5/${step}`],
  });
  // The ui's own words (the frame's progress) follow the page's language, as the app shell gives it.
  render(
    <UiProvider locale={i18n.language === 'fr' ? 'fr-CA' : 'en-US'}>
      <SWRConfig
        value={{
          provider: () => new Map(),
          fallback: { [hostRvKey(5)]: draft, [payoutMethodKey]: payout },
          revalidateOnMount: false,
          fetcher: () => new Promise(() => {}),
        }}
      >
        <RouterProvider router={router} />
      </SWRConfig>
    </UiProvider>,
  );
}

beforeAll(async () => {
  await initI18n('en');
});
afterAll(async () => {
  await setLocale('en');
});

describe('the wizard counts its six parts', () => {
  it.each([
    ['rv-year', 'en', 'Step 1 of 6, The RV'],
    ['rental-type', 'en', 'Step 2 of 6, Where it is'],
    ['rv-photos', 'fr', 'Étape 4 sur 6, Votre annonce'],
    ['host-acceptance-education', 'en', 'Step 6 of 6, Rules and publishing'],
  ] as const)(
    '%s (%s): %s, with Back',
    async (step, locale, place) => {
      await setLocale(locale);
      openStep(step);
      expect(await screen.findByText(place)).toBeInTheDocument();
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', place);
      expect(screen.getByRole('button', { name: locale === 'fr' ? 'Retour' : 'Back' })).toBeInTheDocument();
    },
    30_000,
  );
});

describe('before Publish', () => {
  it('shows the card and the listing page as renters will see them, with the captions and the seat belts', async () => {
    await setLocale('en');
    openStep('host-acceptance-education');
    const preview = await screen.findByRole('region', { name: 'How renters will see it' });
    expect(within(preview).getByRole('heading', { name: 'Moose Mobile' })).toBeInTheDocument();
    await userEvent.click(within(preview).getByRole('button', { name: 'Preview the listing page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview of Moose Mobile' });
    const page = within(dialog).getByTestId('listing-page-preview');
    expect(within(page).getByText('The front, by the lake')).toBeInTheDocument();
    // A caption written in French only still shows on the English page.
    expect(within(page).getByText('La cuisine')).toBeInTheDocument();
    expect(within(page).getByText('Seat belts').nextSibling).toHaveTextContent('5');
    expect(within(page).getByText('A cosy Class C that sleeps four.')).toBeInTheDocument();
  }, 30_000);

  it('asks for a payout method when none is on file; a wrong account stops the publishing, in place', async () => {
    await setLocale('en');
    // Every call the page makes is noted (and fails, as offline).
    const sent: string[] = [];
    const offline = async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(`${init?.method ?? 'GET'} ${String(input)}`);
      throw new TypeError('Failed to fetch');
    };
    vi.stubGlobal('fetch', offline);
    Object.defineProperty(window, 'fetch', { value: offline, configurable: true, writable: true });
    openStep('host-acceptance-education');
    const payout = await screen.findByTestId('publish-payout');
    expect(within(payout).getByText(/You can publish without it/)).toBeInTheDocument();
    await userEvent.type(within(payout).getByRole('textbox', { name: /^Account holder/ }), 'Olive Owner');
    await userEvent.type(within(payout).getByRole('textbox', { name: /^Routing number/ }), '123456789');
    await userEvent.type(within(payout).getByRole('textbox', { name: /^Account number$/ }), '12345678');
    await userEvent.type(within(payout).getByRole('textbox', { name: /^Account number again/ }), '12345678');
    await userEvent.click(screen.getByRole('checkbox', { name: /I will answer booking requests within 48 hours/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish listing' }));
    expect(
      await within(payout).findByText(codeText(i18n.t.bind(i18n) as unknown as Translate, hostWords, 'RoutingNumber.checksum', 'en')),
    ).toBeInTheDocument();
    expect(within(payout).getByRole('textbox', { name: /^Routing number/ })).toHaveFocus();
    // Nothing was sent: not the step, not the publishing.
    expect(sent.filter((request) => !request.startsWith('GET'))).toEqual([]);
  }, 30_000);

  it('says where payouts go when a method is on file, and asks nothing', async () => {
    await setLocale('fr');
    openStep('host-acceptance-education', {
      Method: { Country: 'CA', AccountHolder: 'Olive', Routing: '001-12345', AccountLast4: '5678', UpdatedAt: '' },
      Held: { Count: 0, Totals: [] },
    });
    const payout = await screen.findByTestId('publish-payout');
    expect(within(payout).getByText('Vos versements vont au compte bancaire se terminant par 5678.')).toBeInTheDocument();
    expect(within(payout).queryByRole('textbox')).not.toBeInTheDocument();
  }, 30_000);
});
