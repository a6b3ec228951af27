import type { Meta } from '@storybook/react-vite';
import InsightsPage from '../../../app/src/host/insights-page.tsx';
import { type Screen, screenMeta, screenStory } from '../harness/screen.tsx';
import { actionRequiredTier, insightsAnswers } from './insights-data.ts';

export default { title: 'Screens/Host/Insights', component: InsightsPage, tags: ['!autodocs', 'visual'], ...screenMeta } satisfies Meta;

/** The overview: a good tier, this year's earnings, the reviews' average, three opportunities. */
const overview: Screen = { route: 'dashboard-insights', params: { dashboard: 'host' }, session: 'host', answers: insightsAnswers };

export const PhoneEnglish = screenStory(overview, 'phone', 'en');
export const PhoneFrench = screenStory(overview, 'phone', 'fr');
export const DesktopEnglish = screenStory(overview, 'desktop', 'en');
export const DesktopFrench = screenStory(overview, 'desktop', 'fr');

/** A host whose account is suspended (ActionRequired): what it means and the way out. */
const suspended: Screen = { ...overview, answers: { ...insightsAnswers, '/api/hosts/insights': actionRequiredTier } };

export const SuspendedPhoneEnglish = screenStory(suspended, 'phone', 'en');
export const SuspendedDesktopFrench = screenStory(suspended, 'desktop', 'fr');
