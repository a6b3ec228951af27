// The host's conversations the messages screens show (Jordan hosts two RVs; Camille's booking request waits for him).
import { type ThreadSummary, ThreadDetailSchema, ThreadListSchema, MessageTemplateListSchema } from '@rove/contract';
import { answer } from '../harness/answers.ts';

const rvs = {
  airstream: { Id: 71, Name: '2021 Airstream Flying Cloud 25FB', Alias: 'airstream-flying-cloud-asheville' },
  winnebago: { Id: 72, Name: 'Winnebago Revel 44E', Alias: 'winnebago-revel-denver' },
};

const threads: ThreadSummary[] = [
  {
    Id: 12,
    Kind: 'booking',
    Role: 'owner',
    OtherParty: { Id: 501, FirstName: 'Camille', AvatarUrl: null },
    Rv: rvs.airstream,
    BookingId: 48213,
    BookingStatus: 'AwaitingOwnerApproval',
    StartDate: '2026-07-10',
    EndDate: '2026-07-17',
    LastMessage: 'Hi Jordan! We are two adults and a small dog. Is the awning easy to set up?',
    LastMessageAt: '2026-06-02T14:05:00Z',
    UnreadCount: 2,
    Archived: false,
  },
  {
    Id: 11,
    Kind: 'booking',
    Role: 'owner',
    OtherParty: { Id: 502, FirstName: 'Mateo', AvatarUrl: null },
    Rv: rvs.winnebago,
    BookingId: 48190,
    BookingStatus: 'Confirmed',
    StartDate: '2026-06-20',
    EndDate: '2026-06-24',
    LastMessage: 'Perfect, see you Saturday at 10.',
    LastMessageAt: '2026-06-01T09:30:00Z',
    UnreadCount: 0,
    Archived: false,
  },
  {
    Id: 9,
    Kind: 'enquiry',
    Role: 'owner',
    OtherParty: { Id: 503, FirstName: 'Aiyana', AvatarUrl: null },
    Rv: rvs.winnebago,
    BookingId: null,
    BookingStatus: null,
    StartDate: null,
    EndDate: null,
    LastMessage: 'Can the Revel go on forest service roads?',
    LastMessageAt: '2026-05-28T18:12:00Z',
    UnreadCount: 0,
    Archived: false,
  },
];

export const inboxAnswer = answer(ThreadListSchema, { Items: threads, Page: 1, PageSize: 20, TotalCount: threads.length });
export const emptyInboxAnswer = answer(ThreadListSchema, { Items: [], Page: 1, PageSize: 20, TotalCount: 0 });

export const threadAnswer = answer(ThreadDetailSchema, {
  Thread: threads[0],
  RenterFirstName: 'Camille',
  HostFirstName: 'Jordan',
  CanWrite: true,
  Messages: [
    {
      Id: 301,
      ThreadId: 12,
      Kind: 'booking-request',
      SenderId: 501,
      Mine: false,
      Body: 'Hi Jordan! We would love to take the Airstream to the Blue Ridge Parkway for a week.',
      Photos: [],
      CreatedAt: '2026-06-02T13:58:00Z',
    },
    {
      Id: 302,
      ThreadId: 12,
      Kind: 'text',
      SenderId: 501,
      Mine: false,
      Body: 'We are two adults and a small dog. Is the awning easy to set up?',
      Photos: [],
      CreatedAt: '2026-06-02T14:05:00Z',
    },
    {
      Id: 303,
      ThreadId: 12,
      Kind: 'text',
      SenderId: 301,
      Mine: true,
      Body: 'Hello Camille! Dogs are welcome. The awning is electric: one button, I will show you at pickup.',
      Photos: [],
      CreatedAt: '2026-06-02T15:20:00Z',
    },
  ],
});

export const templatesAnswer = answer(MessageTemplateListSchema, {
  Items: [
    { Id: 1, Name: 'Pickup details', Body: 'Hi {renterFirstName}, pickup is at 10 am on {tripStart}.', UpdatedAt: '2026-05-01T12:00:00Z' },
  ],
});
