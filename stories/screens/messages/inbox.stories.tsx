import type { Meta } from '@storybook/react-vite';
import InboxPage from '../../../app/src/messages/inbox-page.tsx';
import { type Screen, screenMeta, screenStory } from '../harness/screen.tsx';
import { emptyInboxAnswer, inboxAnswer } from './messages-data.ts';

export default { title: 'Screens/Messages/Inbox', component: InboxPage, tags: ['!autodocs', 'visual'], ...screenMeta } satisfies Meta;

/** Jordan's inbox: Camille's request waits for an answer (unread), a confirmed trip, an enquiry. */
const inbox: Screen = {
  route: 'dashboard-messages',
  params: { dashboard: 'host' },
  session: 'host',
  answers: { '/api/Message/threads?Folder=inbox&Page=1': inboxAnswer },
};

export const PhoneEnglish = screenStory(inbox, 'phone', 'en');
export const PhoneFrench = screenStory(inbox, 'phone', 'fr');
export const DesktopEnglish = screenStory(inbox, 'desktop', 'en');
export const DesktopFrench = screenStory(inbox, 'desktop', 'fr');

/** The archives folder with nothing in it. */
const empty: Screen = {
  route: 'dashboard-messages-archives',
  params: { dashboard: 'host' },
  session: 'host',
  answers: { '/api/Message/threads?Folder=archives&Page=1': emptyInboxAnswer },
};

export const EmptyPhoneEnglish = screenStory(empty, 'phone', 'en');
export const EmptyDesktopFrench = screenStory(empty, 'desktop', 'fr');
