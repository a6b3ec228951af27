import type { Meta } from '@storybook/react-vite';
import InboxPage from '../../../app/src/messages/inbox-page.tsx';
import { type Screen, screenMeta, screenStory } from '../harness/screen.tsx';
import { inboxAnswer, templatesAnswer, threadAnswer } from './messages-data.ts';

export default {
  title: 'Screens/Messages/Conversation',
  component: InboxPage,
  tags: ['!autodocs', 'visual'],
  ...screenMeta,
} satisfies Meta;

/** Camille's booking request open in Jordan's inbox (?thread=12): accept or decline, the reply box and its templates. */
const conversation: Screen = {
  route: 'dashboard-messages',
  params: { dashboard: 'host' },
  query: { thread: '12' },
  session: 'host',
  answers: {
    '/api/Message/threads?Folder=inbox&Page=1': inboxAnswer,
    '/api/Message/threads/12': threadAnswer,
    '/api/Message/templates': templatesAnswer,
  },
};

export const PhoneEnglish = screenStory(conversation, 'phone', 'en');
export const PhoneFrench = screenStory(conversation, 'phone', 'fr');
export const DesktopEnglish = screenStory(conversation, 'desktop', 'en');
export const DesktopFrench = screenStory(conversation, 'desktop', 'fr');
