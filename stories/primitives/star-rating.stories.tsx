import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StarRating, StarRatingInput } from '@rove/ui';

const meta = {
  title: 'Primitives/StarRating',
  component: StarRating,
  args: { value: 4.5 },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof StarRating>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Display: Story = {
  args: { count: 23, showValue: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('4.5 out of 5, 23 reviews')).toHaveClass('sr-only');
  },
};

export const Scale: Story = {
  tags: ['visual'],
  render: () => (
    <div className="flex flex-col gap-2">
      {[0, 1, 2.5, 3.7, 4.5, 5].map((value) => (
        <StarRating key={value} value={value} showValue />
      ))}
      <StarRating value={4.8} count={1204} size="lg" showValue />
      <StarRating value={4} size="sm" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3.7 out of 5')).toBeInTheDocument();
  },
};

export const Input: Story = {
  args: { onChange: fn() } as never,
  render: (args) => <StarRatingInput label="Cleanliness" onChange={(args as unknown as { onChange: (n: number) => void }).onChange} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const onChange = (args as unknown as { onChange: ReturnType<typeof fn> }).onChange;
    await expect(canvas.getByRole('radiogroup', { name: 'Cleanliness' })).toBeInTheDocument();
    // Pointer: the fourth star.
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await expect(onChange).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    // Keyboard: arrows move the choice.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(onChange).toHaveBeenLastCalledWith(3);
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  render: () => (
    <div className="flex flex-col gap-4">
      <StarRating value={4.5} count={23} />
      <StarRatingInput label="Propreté" defaultValue={2} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4,5 sur 5, 23 avis')).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: '2 étoiles' })).toBeChecked();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, render: Scale.render };
