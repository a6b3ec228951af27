import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from '@rove/ui';

const meta = {
  title: 'Primitives/Text',
  component: Text,
  args: { children: 'Pick-up from 2 pm, return by 11 am.' },
  argTypes: {
    size: { control: 'inline-radio', options: ['xs', 'sm', 'base', 'lg', 'xl'] },
    tone: { control: 'inline-radio', options: ['default', 'muted', 'primary', 'danger', 'inherit'] },
  },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = {
  tags: ['visual'],
  render: (args) => (
    <div className="flex flex-col gap-1">
      {(['xs', 'sm', 'base', 'lg', 'xl'] as const).map((size) => (
        <Text key={size} {...args} size={size} />
      ))}
      {(['muted', 'primary', 'danger'] as const).map((tone) => (
        <Text key={tone} {...args} tone={tone} weight="medium" />
      ))}
    </div>
  ),
};

export const Inline: Story = {
  render: () => (
    <Text>
      From{' '}
      <Text as="strong" weight="semibold">
        $189
      </Text>{' '}
      per night
    </Text>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$189').tagName).toBe('STRONG');
  },
};

export const French: Story = { globals: { locale: 'fr' }, args: { children: 'Prise en charge dès 14 h, retour avant 11 h.' } };
export const Dark: Story = { globals: { theme: 'dark' }, render: Scale.render };
