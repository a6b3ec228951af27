import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button, HeartIcon, VisuallyHidden } from '@rove/ui';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Save to favourites' },
  render: (args) => (
    <Button variant="outline">
      <HeartIcon />
      <VisuallyHidden {...args} />
    </Button>
  ),
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NamesAnIconButton: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save to favourites' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await expect(within(canvasElement).getByText('Save to favourites').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { children: 'Ajouter aux favoris' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Ajouter aux favoris' })).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Overview: Story = { tags: ['visual'] };
