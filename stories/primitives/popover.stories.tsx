import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, Popover, PopoverClose, PopoverContent, PopoverTrigger } from '@rove/ui';
import { OverlayFrame } from './overlay-frame.tsx';

const meta = {
  title: 'Primitives/Popover',
  component: PopoverContent,
  args: { side: 'bottom', align: 'center' },
  argTypes: {
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
  },
  render: (args) => (
    <div className="flex min-h-60 items-start justify-center pt-4">
      <Popover>
        <PopoverTrigger asChild>
          <Button variant="outline">Guests</Button>
        </PopoverTrigger>
        <PopoverContent {...args} aria-label="Guests">
          <p className="text-sm">Up to 6 guests sleep in this RV.</p>
          <PopoverClose asChild>
            <Button size="sm" className="mt-3">
              Done
            </Button>
          </PopoverClose>
        </PopoverContent>
      </Popover>
    </div>
  ),
} satisfies Meta<typeof PopoverContent>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const KeyboardAndPointer: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Guests' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const done = await body().findByRole('button', { name: 'Done' });
    await waitFor(() => expect(document.activeElement?.closest('[data-slot="popover-content"]')).not.toBeNull());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await userEvent.click(await body().findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(done).not.toBeInTheDocument());
    // A click outside closes it.
    await userEvent.click(trigger);
    await body().findByRole('button', { name: 'Done' });
    await userEvent.click(canvasElement);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const Top: Story = { args: { side: 'top' } };

export const French: Story = {
  globals: { locale: 'fr' },
  render: (args) => (
    <Popover defaultOpen>
      <PopoverTrigger asChild>
        <Button variant="outline">Voyageurs</Button>
      </PopoverTrigger>
      <PopoverContent {...args} aria-label="Voyageurs">
        <p className="text-sm">Jusqu’à 6 voyageurs dorment dans ce VR.</p>
      </PopoverContent>
    </Popover>
  ),
  play: async () => {
    await expect(await body().findByText('Jusqu’à 6 voyageurs dorment dans ce VR.')).toBeInTheDocument();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Guests' }));
    await expect(await body().findByRole('button', { name: 'Done' })).toBeInTheDocument();
  },
};

export const Overview: Story = {
  tags: ['visual'],
  render: (args) => (
    <OverlayFrame height={200}>
      {(container) => (
        <div className="p-4">
          <Popover open>
            <PopoverTrigger asChild>
              <Button variant="outline">Guests</Button>
            </PopoverTrigger>
            <PopoverContent {...args} align="start" container={container} aria-label="Guests" onOpenAutoFocus={(e) => e.preventDefault()}>
              <p className="text-sm">Up to 6 guests sleep in this RV.</p>
            </PopoverContent>
          </Popover>
        </div>
      )}
    </OverlayFrame>
  ),
};
