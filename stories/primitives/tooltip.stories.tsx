import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, HeartIcon, ShareIcon, Tooltip } from '@rove/ui';
import { UNSAFE_PortalProvider } from 'react-aria';
import { OverlayFrame } from './overlay-frame.tsx';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: { content: 'Save to favourites', delay: 0, children: <span /> },
  argTypes: { placement: { control: 'inline-radio', options: ['top', 'bottom', 'start', 'end'] } },
  render: ({ children: _children, ...args }) => (
    <div className="flex gap-3 p-12">
      <Tooltip {...args}>
        <Button variant="outline" aria-label="Save">
          <HeartIcon />
        </Button>
      </Tooltip>
      <Tooltip content="Share this RV" delay={0}>
        <Button variant="outline" aria-label="Share">
          <ShareIcon />
        </Button>
      </Tooltip>
    </div>
  ),
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const KeyboardAndPointer: Story = {
  play: async ({ canvasElement }) => {
    const save = within(canvasElement).getByRole('button', { name: 'Save' });
    // Keyboard focus shows it at once and describes the button; Escape hides it.
    await userEvent.tab();
    await expect(save).toHaveFocus();
    const tooltip = await body().findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Save to favourites');
    await expect(save).toHaveAccessibleDescription('Save to favourites');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('tooltip')).toBeNull());
    // Pointer hover shows it; leaving hides it.
    await userEvent.tab();
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Share' }));
    await expect(await body().findByRole('tooltip')).toHaveTextContent('Share this RV');
    await userEvent.unhover(within(canvasElement).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(body().queryByRole('tooltip')).toBeNull());
  },
};

export const Bottom: Story = { args: { placement: 'bottom', defaultOpen: true } };

export const French: Story = {
  globals: { locale: 'fr' },
  args: { content: 'Ajouter aux favoris', defaultOpen: true },
  play: async () => {
    await expect(await body().findByRole('tooltip')).toHaveTextContent('Ajouter aux favoris');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultOpen: true },
  play: async () => {
    await expect(await body().findByRole('tooltip')).toBeInTheDocument();
  },
};

/** Open tooltips portaled into the story's frame, so the screenshot holds them. */
export const Overview: Story = {
  tags: ['visual'],
  render: () => (
    <OverlayFrame height={160}>
      {(container) => (
        <UNSAFE_PortalProvider getContainer={() => container}>
          <div className="flex gap-24 p-16 ps-24">
            <Tooltip content="Save to favourites" defaultOpen>
              <Button variant="outline" aria-label="Save">
                <HeartIcon />
              </Button>
            </Tooltip>
            <Tooltip content="Share this RV" placement="bottom" defaultOpen>
              <Button variant="outline" aria-label="Share">
                <ShareIcon />
              </Button>
            </Tooltip>
          </div>
        </UNSAFE_PortalProvider>
      )}
    </OverlayFrame>
  ),
};
