import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppDownloadBanner, CANADA_BANNER_ID, CanadaBanner, MIDWEEK_BANNER_ID, MidweekBanner, SuspendedAccountBanner } from '@rove/ui';

interface AllBannersProps {
  onDismissSuspended?: () => void;
  onDismissApp?: () => void;
  onDismissCampaign?: (bannerId: number) => void;
}

function AllBanners({ onDismissSuspended, onDismissApp, onDismissCampaign }: AllBannersProps) {
  return (
    <div className="flex flex-col gap-4">
      <SuspendedAccountBanner href="/dashboard/insights" onDismiss={onDismissSuspended} />
      <AppDownloadBanner
        variant="critical"
        appStoreHref="https://apps.apple.com/app/rove"
        googlePlayHref="https://play.google.com/store/apps/details?id=app.rove"
        onDismiss={onDismissApp}
      />
      <AppDownloadBanner
        variant="subtle"
        appStoreHref="https://apps.apple.com/app/rove"
        googlePlayHref="https://play.google.com/store/apps/details?id=app.rove"
      />
      <CanadaBanner href="/about-us" onDismiss={onDismissCampaign} />
      <MidweekBanner href="/rv-search?FlexibleDays" maxDiscountPercent={15} onDismiss={onDismissCampaign} />
      <main className="p-4 text-sm">
        <h1 className="font-semibold">Your dashboard</h1>
      </main>
    </div>
  );
}

const meta = {
  title: 'Widgets/Banners',
  component: AllBanners,
  // The banners' own props on the docs page, beside the story's.
  subcomponents: { SuspendedAccountBanner, AppDownloadBanner, CanadaBanner, MidweekBanner },
  args: { onDismissSuspended: fn(), onDismissApp: fn(), onDismissCampaign: fn() },
} satisfies Meta<typeof AllBanners>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The suspension interrupts (alert); the others are polite (status).
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your account is suspended');
    await expect(canvas.getAllByRole('status')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'See what to do' })).toHaveAttribute('href', '/dashboard/insights');
    await expect(canvas.getAllByRole('link', { name: 'Download on the App Store' })).toHaveLength(2);
    await expect(canvas.getByText(/save up to 15%/)).toBeInTheDocument();
  },
};

export const DismissWithPointerAndKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const canada = canvas.getByText('Proudly Canadian-owned').closest('[data-slot=banner]') as HTMLElement;
    await userEvent.click(within(canada).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismissCampaign).toHaveBeenCalledWith(CANADA_BANNER_ID);
    await expect(canvas.queryByText('Proudly Canadian-owned')).toBeNull();
    // Focus does not fall to the top of the page: it goes to the main content.
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());

    const midweek = canvas.getByText('Midweek trips cost less').closest('[data-slot=banner]') as HTMLElement;
    within(midweek).getByRole('button', { name: 'Dismiss' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismissCampaign).toHaveBeenLastCalledWith(MIDWEEK_BANNER_ID);

    const suspended = canvas.getByRole('alert');
    await userEvent.click(within(suspended).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismissSuspended).toHaveBeenCalledOnce();
    const app = canvas.getByText('Rove is better in the app').closest('[data-slot=banner]') as HTMLElement;
    await userEvent.click(within(app).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismissApp).toHaveBeenCalledOnce();
    // The subtle app banner was given no callback: it cannot be dismissed.
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Votre compte est suspendu');
    await expect(canvas.getByText(/économisez jusqu’à 15\s%/)).toBeInTheDocument();
    const canada = canvas.getByText('Fièrement canadienne').closest('[data-slot=banner]') as HTMLElement;
    await userEvent.click(within(canada).getByRole('button', { name: 'Fermer' }));
    await expect(args.onDismissCampaign).toHaveBeenCalledWith(4);
  },
};

export const FrenchDark: Story = {
  tags: ['visual'],
  globals: { locale: 'fr', theme: 'dark' },
};
