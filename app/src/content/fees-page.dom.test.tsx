// The service fees and protection pages show the numbers they are given (the server builds them from the pricing
// constants, server/test/content.test.ts): another rate, another page.
import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import type { ProtectionInfo, ServiceFees } from '@rove/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import enContent from '../../../locales/en/content.json';
import frContent from '../../../locales/fr/content.json';
import { i18n, initI18n, setLocale } from '../i18n/i18n.ts';
import { ServiceFeesView } from './fees-page.tsx';
import { ProtectionView } from './protection-page.tsx';

const fees = (renter: number): ServiceFees => ({
  RenterServiceFeePercent: renter,
  RenterServiceFeeMinimumPerNight: { Motorhome: 15, Trailer: 10 },
  OwnerServiceFeePercent: 20,
  PostTripTransactionFeePercent: 5,
  PayLater: { DaysBeforeTrip: 37, PercentDueNow: 25 },
  SecurityDeposit: { AuthorisedDaysBefore: 3 },
  CanadaTaxes: [
    {
      Region: 'QC',
      Taxes: [
        { Name: 'GST', Percent: 5, Kind: 'federal' },
        { Name: 'QST', Percent: 9.975, Kind: 'sales' },
      ],
      TotalPercent: 14.975,
    },
  ],
  UsSalesTaxes: [{ Region: 'OR', Percent: 0 }],
  CancellationPolicies: [{ Name: 'Flexible', Rules: [{ MinDaysBefore: 3, RefundPercent: 100 }] }],
});

const protection: ProtectionInfo = {
  Levels: [
    {
      Level: 'Premium',
      Stationary: false,
      NightlyMotorhome: 49,
      NightlyTrailer: 30,
      Deductible: 500,
      RoadsideNightly: 6,
      MinimumDriverAge: 21,
      Usages: ['Pickup'],
    },
    {
      Level: 'Stationary',
      Stationary: true,
      NightlyMotorhome: 21.88,
      NightlyTrailer: 13.75,
      Deductible: 1500,
      RoadsideNightly: null,
      MinimumDriverAge: 21,
      Usages: ['StationaryAfterDelivery'],
    },
  ],
  StationaryDiscountPercent: 37.5,
  DefaultLevel: { Driving: 'Standard', Parked: 'Stationary' },
  TrailerTypes: ['TravelTrailer'],
};

function show(element: React.ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }]);
  return render(<RouterProvider router={router} />);
}

beforeAll(async () => {
  await initI18n('en');
  i18n.addResourceBundle('en', 'content', enContent, true, true);
  i18n.addResourceBundle('fr', 'content', frContent, true, true);
});

describe('generated content pages', () => {
  it('service fees: the renter rate given is the rate shown', async () => {
    await setLocale('en');
    const view = show(<ServiceFeesView fees={fees(10)} />);
    expect(screen.getByTestId('renter-fee')).toHaveTextContent('10% of the rental');
    view.unmount();
    show(<ServiceFeesView fees={fees(12.5)} />);
    expect(screen.getByTestId('renter-fee')).toHaveTextContent('12.5% of the rental');
    expect(screen.getByTestId('canada-taxes')).toHaveTextContent('GST 5% + QST 9.975%');
    expect(screen.getByTestId('us-taxes')).toHaveTextContent('No sales tax');
  });

  it('protection, in French: rates, deductible, no roadside for parked RVs, the stationary discount', async () => {
    await setLocale('fr');
    show(<ProtectionView info={protection} />);
    const plain = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');
    expect(plain(screen.getByTestId('level-Premium').textContent)).toContain('49,00');
    expect(plain(screen.getByTestId('level-Stationary').textContent)).toContain('Non incluse');
    expect(plain(document.body.textContent)).toContain('37,5 % de moins');
    await setLocale('en');
  });
});
