import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileInput } from '@rove/ui';

const meta = {
  title: 'Primitives/FileInput',
  component: FileInput,
  args: { onChange: fn(), accept: 'image/jpeg,image/png' },
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-2">
      <label htmlFor="story-file" className="text-sm font-medium">
        Profile photo (JPG or PNG)
      </label>
      <FileInput {...args} id="story-file" />
    </div>
  ),
} satisfies Meta<typeof FileInput>;
export default meta;
type Story = StoryObj<typeof meta>;

const photo = () => new File(['photo'], 'campsite-at-dusk.jpg', { type: 'image/jpeg' });

/** The input takes the focus and is named by its label; the chosen file's name follows the button. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Profile photo (JPG or PNG)');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAccessibleDescription('No file chosen');
    // The drawn button is for the eye and the pointer only: no second control for a screen reader or the Tab key.
    await expect(canvas.queryByRole('button')).toBeNull();
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.upload(input, photo());
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(canvas.getByText('campsite-at-dusk.jpg')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('campsite-at-dusk.jpg');
  },
};

/** Several files: the button says so, and how many were chosen follows it. */
export const Multiple: Story = {
  args: { multiple: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choose files')).toBeVisible();
    await userEvent.upload(canvas.getByLabelText('Profile photo (JPG or PNG)'), [photo(), photo()]);
    await expect(canvas.getByText('2 files')).toBeVisible();
  },
};

/** In French whatever the browser's language (the browser's own control wrote "Choose File" on a French page). */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choisir un fichier')).toBeVisible();
    await expect(canvas.getByLabelText('Profile photo (JPG or PNG)')).toHaveAccessibleDescription('Aucun fichier choisi');
  },
};

/** On a 280 px column the name wraps below the button and is cut short, never wider than its column. */
export const Narrow: Story = {
  render: (args) => (
    <div className="w-[17.5rem] border border-dashed border-border p-2">
      <label htmlFor="story-file-narrow" className="text-sm font-medium">
        Licence photo
      </label>
      <FileInput {...args} id="story-file-narrow" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Licence photo'), new File(['x'], `${'very-long-file-name-'.repeat(4)}.png`));
    const column = canvasElement.querySelector('.border-dashed') as HTMLElement;
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  },
};

export const Overview: Story = {
  tags: ['visual'],
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-4">
      {meta.render({ ...args })}
      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium">Disabled</span>
        <FileInput {...args} aria-label="Disabled" disabled />
      </div>
      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium">Several, with its own words</span>
        <FileInput {...args} aria-label="Add photos" multiple chooseLabel="Add photos" showChosen={false} />
      </div>
    </div>
  ),
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Overview.render,
};
