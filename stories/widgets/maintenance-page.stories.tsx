import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MaintenancePage, maintenancePageMessages } from '@rove/ui';

const meta = {
  title: 'Widgets/MaintenancePage',
  component: MaintenancePage,
} satisfies Meta<typeof MaintenancePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'We’ll be back soon' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Rove' })).toBeInTheDocument();
    await expect(maintenancePageMessages.en.metaTitle).toBe('Down for maintenance | Rove');
  },
};

export const FrenchDark: Story = {
  tags: ['visual'],
  globals: { locale: 'fr', theme: 'dark' },
  args: { showContact: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nous revenons bientôt' })).toBeInTheDocument();
    await expect(canvas.queryByText(/assistance routière/)).toBeNull();
  },
};
