import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Container } from '@rove/ui';

const meta = {
  title: 'Primitives/Container',
  component: Container,
  argTypes: { size: { control: 'inline-radio', options: ['page', 'wide', 'narrow', 'prose', 'full'] } },
  render: (args) => (
    <Container {...args}>
      <div className="rounded-md bg-muted p-4 text-sm">Page content, centred with gutters.</div>
    </Container>
  ),
} satisfies Meta<typeof Container>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {
  play: async ({ canvasElement }) => {
    const container = canvasElement.querySelector('[data-slot="container"]') as HTMLElement;
    await expect(getComputedStyle(container).marginLeft).toBe(getComputedStyle(container).marginRight);
    await expect(within(canvasElement).getByText('Page content, centred with gutters.')).toBeVisible();
  },
};

export const Narrow: Story = {
  tags: ['visual'],
  args: { size: 'narrow' },
  play: async ({ canvasElement }) => {
    const container = canvasElement.querySelector('[data-slot="container"]') as HTMLElement;
    await expect(container.getBoundingClientRect().width).toBeLessThanOrEqual(768);
  },
};

export const AsMain: Story = {
  render: () => (
    <Container asChild>
      <main>Main content</main>
    </Container>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('main')).toHaveAttribute('data-slot', 'container');
  },
};

export const French: Story = { globals: { locale: 'fr' } };
export const Dark: Story = { globals: { theme: 'dark' } };
