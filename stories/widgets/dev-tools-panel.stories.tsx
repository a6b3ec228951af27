import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DevToolsPanel } from '@rove/ui';

const meta = {
  title: 'Widgets/DevToolsPanel',
  component: DevToolsPanel,
  args: {
    environment: 'staging',
    rumEnabled: true,
    sessionId: 'b7e2c1d4-5f3a-4e8b-9c21-0a6d8e4f7b13',
    overrides: { 'search-map-default-open': 'variant-b', 'midweek-banner-ca': 'on', 'notification-cards': 'control' },
    links: {
      clientErrors: 'https://errors.example.test/rove-web?env=staging',
      serverErrors: 'https://errors.example.test/rove-api?env=staging',
      experiments: '/experiments',
    },
  },
} satisfies Meta<typeof DevToolsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const panel = () => within(within(document.body).getByRole('complementary', { name: 'Developer tools' }));

export const OpenAndCloseByKeyboard: Story = {
  play: async () => {
    const toggle = panel().getByRole('button', { name: /Developer tools/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const section = panel().getByRole('region', { name: 'Developer tools' });
    await expect(toggle).toHaveAttribute('aria-controls', section.id);
    await expect(within(section).getByText('Real-user monitoring').nextElementSibling).toHaveTextContent('On');
    await expect(within(section).getByText('b7e2c1d4-5f3a-4e8b-9c21-0a6d8e4f7b13')).toBeInTheDocument();
    await expect(within(section).getByText('search-map-default-open').nextElementSibling).toHaveTextContent('variant-b');
    await expect(within(section).getByRole('link', { name: 'Experiments' })).toHaveAttribute('href', '/experiments');
    await expect(within(section).getByRole('link', { name: 'Server errors dashboard' })).toHaveAttribute(
      'href',
      'https://errors.example.test/rove-api?env=staging',
    );
    within(section).getByRole('link', { name: 'Client errors dashboard' }).focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(toggle).toHaveFocus());
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const CloseButton: Story = {
  args: { defaultOpen: true, rumEnabled: false, sessionId: null, overrides: {} },
  play: async () => {
    await expect(panel().getByText('Real-user monitoring').nextElementSibling).toHaveTextContent('Off');
    await expect(panel().getByText('No overrides.')).toBeInTheDocument();
    await userEvent.click(panel().getByRole('button', { name: 'Close developer tools' }));
    await waitFor(() => expect(panel().getByRole('button', { name: /Developer tools/ })).toHaveFocus());
    await expect(panel().queryByRole('region')).toBeNull();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { defaultOpen: true },
  play: async () => {
    const fr = within(within(document.body).getByRole('complementary', { name: 'Outils de développement' }));
    await expect(fr.getByText('Surveillance des utilisateurs réels').nextElementSibling).toHaveTextContent('Activée');
    await expect(fr.getByRole('button', { name: 'Fermer les outils de développement' })).toBeInTheDocument();
  },
};

export const Overview: Story = {
  tags: ['visual'],
  args: { defaultOpen: true, inline: true },
};
