import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, HeartIcon, SearchIcon } from '@rove/ui';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Request to book', onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: ['primary', 'secondary', 'outline', 'ghost', 'link', 'destructive'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

const variants = ['primary', 'secondary', 'outline', 'ghost', 'link', 'destructive'] as const;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Request to book' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

export const Variants: Story = {
  tags: ['visual'],
  render: (args) => (
    <div className="flex flex-col gap-3">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <div key={size} className="flex flex-wrap items-center gap-3">
          {variants.map((variant) => (
            <Button key={variant} {...args} variant={variant} size={size}>
              {variant}
            </Button>
          ))}
          <Button {...args} size={size} iconOnly aria-label="Save">
            <HeartIcon />
          </Button>
          <Button {...args} size={size} disabled>
            Disabled
          </Button>
        </div>
      ))}
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true },
  render: (args) => (
    <div className="flex gap-3">
      <Button onClick={args.onClick}>Request to book</Button>
      <Button {...args} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const [idle, busy] = within(canvasElement).getAllByRole('button');
    // Same words, same width, busy announced; presses are ignored.
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toHaveAccessibleName('Request to book Loading');
    await expect(busy.getBoundingClientRect().width).toBe(idle.getBoundingClientRect().width);
    await userEvent.tab();
    await userEvent.tab();
    await expect(busy).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(busy);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const IconOnly: Story = {
  args: { iconOnly: true, 'aria-label': 'Search', variant: 'outline', children: <SearchIcon /> },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Search' });
    await expect(button.getBoundingClientRect().width).toBe(button.getBoundingClientRect().height);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const AsChildLink: Story = {
  render: () => (
    <Button asChild variant="outline">
      <a href="#listing">See the listing</a>
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'See the listing' });
    await expect(link).toHaveAttribute('data-slot', 'button');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { loading: true, children: 'Demander à réserver' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleName('Demander à réserver Chargement');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      {variants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'primary' }));
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(variants.length);
  },
};
