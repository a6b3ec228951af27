import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, EmptyState, SearchIcon } from '@rove/ui';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: {
    title: 'No RVs match these filters',
    description: 'Try other dates or widen the price range.',
    icon: <SearchIcon />,
    onClick: fn(),
  },
  render: ({ onClick, ...args }) => (
    <EmptyState
      {...args}
      action={
        <Button variant="outline" onClick={onClick as () => void}>
          Clear filters
        </Button>
      }
    />
  ),
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Search: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'No RVs match these filters' })).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { title: 'Aucun VR ne correspond à ces filtres', description: 'Essayez d’autres dates ou élargissez la fourchette de prix.' },
};

export const Dark: Story = { globals: { theme: 'dark' } };
