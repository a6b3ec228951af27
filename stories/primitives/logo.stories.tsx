import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Logo } from '@rove/ui';

const meta = {
  title: 'Primitives/Logo',
  component: Logo,
  argTypes: { variant: { control: 'inline-radio', options: ['original', 'canadian'] } },
} satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  tags: ['visual'],
  render: () => (
    <div className="flex flex-col items-start gap-4">
      <Logo />
      <Logo variant="canadian" />
      <div className="flex gap-3">
        <Logo markOnly />
        <Logo markOnly variant="canadian" />
      </div>
      <Logo className="h-12" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img', { name: 'Rove' })).toHaveLength(3);
    await expect(canvas.getAllByRole('img', { name: 'Rove, Canadian-owned' })).toHaveLength(2);
    await expect(canvasElement.querySelectorAll('[data-slot="logo-maple-leaf"]')).toHaveLength(2);
  },
};

export const HomeLink: Story = {
  render: () => (
    <a href="#home" className="inline-block rounded-md">
      <Logo title="Rove home" />
    </a>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Rove home' })).toBeInTheDocument();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { variant: 'canadian' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Rove, propriété canadienne' })).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, render: Variants.render };
