import type { Meta } from '@storybook/react-vite';
import EarningsPage from '../../../app/src/host/earnings-page.tsx';
import { type Screen, screenMeta, screenStory } from '../harness/screen.tsx';
import { earnings2026 } from './insights-data.ts';

export default {
  title: 'Screens/Host/Insights earnings',
  component: EarningsPage,
  tags: ['!autodocs', 'visual'],
  ...screenMeta,
} satisfies Meta;

/** This year's earnings by month (paid and upcoming) and by RV, in US dollars. */
const earnings: Screen = {
  route: 'dashboard-insights-earnings',
  params: { dashboard: 'host' },
  session: 'host',
  answers: { '/api/hosts/insights/earnings?Year=2026': earnings2026 },
};

export const PhoneEnglish = screenStory(earnings, 'phone', 'en');
export const PhoneFrench = screenStory(earnings, 'phone', 'fr');
export const DesktopEnglish = screenStory(earnings, 'desktop', 'en');
export const DesktopFrench = screenStory(earnings, 'desktop', 'fr');
