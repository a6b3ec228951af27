import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from '@rove/ui';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { variant: 'underline' },
  argTypes: { variant: { control: 'inline-radio', options: ['underline', 'pills'] } },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Listing">
        <Tab id="overview">Overview</Tab>
        <Tab id="amenities">Amenities</Tab>
        <Tab id="reviews">Reviews</Tab>
        <Tab id="policies" isDisabled>
          Policies
        </Tab>
      </TabList>
      <TabPanel id="overview">A 2019 Class C that sleeps 4.</TabPanel>
      <TabPanel id="amenities">Air conditioner, heater, refrigerator.</TabPanel>
      <TabPanel id="reviews">4.8 out of 5 from 23 reviews.</TabPanel>
      <TabPanel id="policies">Moderate cancellation.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardAndPointer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // React Aria renders a collection's items in a second pass: wait for them before pressing Tab.
    await canvas.findByRole('tab', { name: 'Overview' });
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Amenities' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Air conditioner');
    // The disabled tab is skipped; End goes to the last enabled one.
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('sleeps 4');
    await expect(canvas.getByRole('tab', { name: 'Policies' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Pills: Story = { args: { variant: 'pills' } };

export const Overview: Story = {
  tags: ['visual'],
  render: (args) => (
    <div className="flex flex-col gap-8">
      {meta.render({ ...args, variant: 'underline' })}
      {meta.render({ ...args, variant: 'pills', defaultSelectedKey: 'amenities' })}
    </div>
  ),
};

export const French: Story = {
  globals: { locale: 'fr' },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Annonce">
        <Tab id="apercu">Aperçu</Tab>
        <Tab id="avis">Avis</Tab>
      </TabList>
      <TabPanel id="apercu">Un VR de classe C pour 4 personnes.</TabPanel>
      <TabPanel id="avis">4,8 sur 5.</TabPanel>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('tab', { name: 'Avis' }));
    await expect(within(canvasElement).getByRole('tabpanel')).toHaveTextContent('4,8 sur 5.');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, render: Overview.render };
