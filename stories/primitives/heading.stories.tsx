import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from '@rove/ui';

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  args: { children: 'Find your next road trip' },
  argTypes: {
    level: { control: 'inline-radio', options: [1, 2, 3, 4, 5, 6] },
    size: { control: 'select', options: ['display-lg', 'display-md', 'display-sm', '2xl', 'xl', 'lg', 'md', 'sm'] },
  },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Levels: Story = {
  render: () => (
    <div className="flex flex-col gap-2">
      {([1, 2, 3, 4, 5, 6] as const).map((level) => (
        <Heading key={level} level={level}>{`Heading level ${level}`}</Heading>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const level of [1, 2, 3, 4, 5, 6]) {
      await expect(canvas.getByRole('heading', { level })).toHaveTextContent(`Heading level ${level}`);
    }
  },
};

export const DisplayScale: Story = {
  tags: ['visual'],
  render: () => (
    <div className="flex flex-col gap-3">
      <Heading level={1} size="display-lg">
        Display large
      </Heading>
      <Heading level={2} size="display-md">
        Display medium
      </Heading>
      <Heading level={2} size="display-sm">
        Display small
      </Heading>
      <Heading level={3} size="2xl">
        Heading 2xl
      </Heading>
      <Heading level={3} size="xl">
        Heading xl
      </Heading>
      <Heading level={4} size="lg">
        Heading lg
      </Heading>
      <Heading level={5} size="md">
        Heading md
      </Heading>
      <Heading level={6} size="sm">
        Heading sm
      </Heading>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const display = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(getComputedStyle(display).fontFamily).toMatch(/Fraunces/);
  },
};

export const French: Story = { globals: { locale: 'fr' }, args: { children: 'Trouvez votre prochain voyage en VR', level: 1 } };
export const Dark: Story = { globals: { theme: 'dark' }, render: DisplayScale.render };
