import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, FiltersIcon, Sheet, SheetClose, SheetContent, SheetTrigger } from '@rove/ui';
import { OverlayFrame } from './overlay-frame.tsx';

const meta = {
  title: 'Primitives/Sheet',
  component: SheetContent,
  args: { title: 'Filters', side: 'bottom' },
  argTypes: { side: { control: 'inline-radio', options: ['bottom', 'right', 'left'] } },
  render: (args) => (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="outline">
          <FiltersIcon /> Filters
        </Button>
      </SheetTrigger>
      <SheetContent
        {...args}
        footer={
          <SheetClose asChild>
            <Button>Show 42 RVs</Button>
          </SheetClose>
        }
      >
        <p>Price, RV type, amenities and more.</p>
      </SheetContent>
    </Sheet>
  ),
} satisfies Meta<typeof SheetContent>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const BottomKeyboardAndPointer: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Filters' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const sheet = await body().findByRole('dialog', { name: 'Filters' });
    await expect(sheet).toHaveAttribute('data-side', 'bottom');
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await userEvent.click(await body().findByRole('button', { name: 'Show 42 RVs' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const Right: Story = {
  args: { side: 'right', title: 'Menu', description: 'Your trips, messages and account.' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filters' }));
    await expect(await body().findByRole('dialog', { name: 'Menu' })).toHaveAccessibleDescription('Your trips, messages and account.');
    await userEvent.click(body().getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const Left: Story = { args: { side: 'left' } };

export const French: Story = {
  globals: { locale: 'fr' },
  args: { title: 'Filtres' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filters' }));
    await expect(await body().findByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filters' }));
    await expect(await body().findByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
  },
};

export const Overview: Story = {
  tags: ['visual'],
  render: (args) => (
    <div className="flex flex-col gap-4">
      {(['bottom', 'right'] as const).map((side) => (
        <OverlayFrame key={side} height={300}>
          {(container) => (
            <Sheet open modal={false}>
              <SheetContent
                {...args}
                side={side}
                container={container}
                footer={<Button>Show 42 RVs</Button>}
                onOpenAutoFocus={(e) => e.preventDefault()}
              >
                <p>Price, RV type, amenities and more.</p>
              </SheetContent>
            </Sheet>
          )}
        </OverlayFrame>
      ))}
    </div>
  ),
};
