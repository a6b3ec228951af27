import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, Stack } from '@rove/ui';

const meta = {
  title: 'Primitives/Stack',
  component: Stack,
  args: { gap: 'md' },
  argTypes: {
    direction: { control: 'inline-radio', options: ['column', 'row', 'responsive'] },
    gap: { control: 'select', options: ['none', 'xs', 'sm', 'md', 'lg', 'xl', '2xl'] },
  },
  render: (args) => (
    <Stack {...args}>
      <Button variant="outline">Trips</Button>
      <Button variant="outline">Messages</Button>
      <Button variant="outline">Account</Button>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Column: Story = {
  play: async ({ canvasElement }) => {
    const [a, b] = within(canvasElement).getAllByRole('button');
    await expect(b.getBoundingClientRect().top - a.getBoundingClientRect().bottom).toBe(16);
  },
};

export const Row: Story = {
  args: { direction: 'row', gap: 'sm', align: 'center' },
  play: async ({ canvasElement }) => {
    const [a, b] = within(canvasElement).getAllByRole('button');
    await expect(b.getBoundingClientRect().left - a.getBoundingClientRect().right).toBe(8);
  },
};

export const Overview: Story = {
  tags: ['visual'],
  render: () => (
    <Stack gap="lg">
      {(['xs', 'md', 'xl'] as const).map((gap) => (
        <Stack key={gap} direction="row" gap={gap}>
          {['A', 'B', 'C'].map((x) => (
            <span key={x} className="rounded-md bg-muted px-3 py-1 text-sm">{`${x} · ${gap}`}</span>
          ))}
        </Stack>
      ))}
    </Stack>
  ),
};

export const French: Story = { globals: { locale: 'fr' } };
export const Dark: Story = { globals: { theme: 'dark' } };
