import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Accordion, Disclosure } from '@rove/ui';

const meta = {
  title: 'Primitives/Disclosure',
  component: Disclosure,
  args: { title: 'What is included?', children: 'Kitchen kit, bedding and roadside assistance.' },
} satisfies Meta<typeof Disclosure>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'What is included?' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('heading', { level: 3 })).toContainElement(trigger);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Kitchen kit, bedding and roadside assistance.')).toBeVisible();
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

const faq = (
  <Accordion defaultExpandedKeys={['pets']} className="max-w-lg">
    <Disclosure id="pets" title="Are pets allowed?">
      Only in pet-friendly RVs; look for the badge.
    </Disclosure>
    <Disclosure id="age" title="How old must drivers be?">
      25, or 21 where the protection plan allows it.
    </Disclosure>
    <Disclosure id="deposit" title="When is the deposit taken?">
      It is authorised 3 days before the trip.
    </Disclosure>
  </Accordion>
);

export const AccordionOneAtATime: Story = {
  tags: ['visual'],
  render: () => faq,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pets = canvas.getByRole('button', { name: 'Are pets allowed?' });
    const age = canvas.getByRole('button', { name: 'How old must drivers be?' });
    await expect(pets).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(age);
    await expect(age).toHaveAttribute('aria-expanded', 'true');
    await expect(pets).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab({ shift: true });
    await expect(pets).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(pets).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(pets);
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { title: 'Qu’est-ce qui est inclus ?', children: 'Ustensiles, literie et assistance routière.', defaultExpanded: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Qu’est-ce qui est inclus ?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, render: () => faq };
