import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge, Button, Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, HeartIcon } from '@rove/ui';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: { onClick: fn() },
  render: ({ onClick }) => (
    <Card className="max-w-sm">
      <CardHeader>
        <CardTitle>2019 Winnebago View</CardTitle>
        <CardDescription>Class C · Sleeps 4 · Banff, AB</CardDescription>
        <CardAction>
          <Button variant="ghost" iconOnly aria-label="Save to favourites" onClick={onClick as () => void}>
            <HeartIcon />
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="flex gap-2">
        <Badge variant="superhost" />
        <Badge variant="instantBook" />
      </CardContent>
      <CardFooter className="justify-between">
        <span className="text-sm">
          <strong>$189</strong> / night
        </span>
        <Button size="sm" onClick={onClick as () => void}>
          Book
        </Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Listing: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: '2019 Winnebago View' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save to favourites' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Superhôte')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
