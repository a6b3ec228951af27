import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from '@rove/ui';

// A generated image (no network): a small SVG portrait as a data URL.
const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#2f6b4f"/><circle cx="20" cy="16" r="7" fill="#f3e6d3"/><rect x="8" y="26" width="24" height="14" rx="7" fill="#f3e6d3"/></svg>',
)}`;

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { name: 'Marie-Ève Tremblay', src: photo },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Marie-Ève Tremblay' })).toHaveAttribute('data-slot', 'avatar-image');
  },
};

export const InitialsWhenNoPhoto: Story = {
  args: { src: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Marie-Ève Tremblay' })).toHaveTextContent('MT');
  },
};

export const InitialsWhenThePhotoFails: Story = {
  // A photo that does not decode (no request, so no network error in the console of the built Storybook).
  args: { src: 'data:image/png;base64,bm90IGEgcGhvdG8=', name: 'Élodie Gagnon' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('img', { name: 'Élodie Gagnon' })).toHaveTextContent('ÉG'));
  },
};

export const Sizes: Story = {
  tags: ['visual'],
  render: (args) => (
    <div className="flex items-center gap-3">
      {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
      {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Avatar key={`i-${size}`} name="Jordan Lee" size={size} />
      ))}
    </div>
  ),
};

export const French: Story = { globals: { locale: 'fr' }, args: { src: null, name: 'Zoé Côté' } };

export const Dark: Story = { globals: { theme: 'dark' }, render: Sizes.render };
