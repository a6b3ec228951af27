// The reply box: a refused send says why and keeps the text; the retry of the same text reuses its Idempotency-Key;
// a template goes in with its placeholders filled; a sent message empties the box and its draft.
import '@testing-library/jest-dom/vitest';
import type { ThreadDetail } from '@rove/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setErrorReporter } from '../lib/report-error.ts';
import { initI18n } from '../i18n/i18n.ts';
import { Composer } from './composer.tsx';

const detail: ThreadDetail = {
  Thread: {
    Id: 41,
    Kind: 'booking',
    Role: 'owner',
    OtherParty: { Id: 2, FirstName: 'Rita', AvatarUrl: null },
    Rv: { Id: 9, Name: 'Minnie Winnie', Alias: 'minnie' },
    BookingId: 5,
    BookingStatus: 'Confirmed',
    StartDate: '2026-07-01',
    EndDate: '2026-07-05',
    LastMessage: 'Hi',
    LastMessageAt: '2026-06-01T10:00:00Z',
    UnreadCount: 0,
    Archived: false,
  },
  Messages: [],
  RenterFirstName: 'Rita',
  HostFirstName: 'Hosta',
  CanWrite: true,
};

interface Call {
  url: string;
  method: string;
  key: string | null;
  body: unknown;
}
const calls: Call[] = [];
let sendAnswer: { status: number; body: unknown } = { status: 201, body: {} };

function stubFetch() {
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    calls.push({
      url: input,
      method: init.method ?? 'GET',
      key: headers.get('Idempotency-Key'),
      body: init.body ? JSON.parse(String(init.body)) : null,
    });
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (input.startsWith('/api/Message/templates'))
      return json(200, {
        Items: [{ Id: 3, Name: 'Welcome', Body: 'Hi {renterFirstName}, {rvName} is yours from {tripStart}.', UpdatedAt: '' }],
      });
    if (input.includes('/messages')) return json(sendAnswer.status, sendAnswer.body);
    return json(404, {});
  });
}

function renderComposer(onSent = vi.fn<() => void>()) {
  const router = createMemoryRouter(
    [
      {
        path: '/:dashboard/messages',
        element: (
          <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
            <Composer detail={detail} onSent={onSent} />
          </SWRConfig>
        ),
      },
    ],
    { initialEntries: ['/host/messages?thread=41'] },
  );
  render(<RouterProvider router={router} />);
  return onSent;
}

beforeAll(async () => {
  await initI18n('en');
  setErrorReporter(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  calls.length = 0;
  sessionStorage.clear();
});

describe('the reply box', () => {
  it('keeps the text when the server refuses it, and retries the same text with the same key', async () => {
    stubFetch();
    sendAnswer = {
      status: 429,
      body: {
        Status: 429,
        Message: 'You are sending messages too quickly. Try again in 30 seconds: your message is kept.',
        StatusMessage: 'MESSAGE_RATE_LIMITED',
      },
    };
    const onSent = renderComposer();
    const box = screen.getByRole('textbox', { name: 'Your message' });
    fireEvent.change(box, { target: { value: 'See you at 3 pm' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in 30 seconds: your message is kept.');
    expect(box).toHaveValue('See you at 3 pm');
    expect(onSent).not.toHaveBeenCalled();

    sendAnswer = { status: 201, body: { Id: 1 } };
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(box).toHaveValue('');
    const sends = calls.filter((call) => call.method === 'POST');
    expect(sends).toHaveLength(2);
    expect(sends[0].key).toBeTruthy();
    expect(sends[1].key).toBe(sends[0].key);
    expect(sends[1].body).toEqual({ Body: 'See you at 3 pm', PhotoIds: [] });
    expect(sessionStorage.length).toBe(0);
  });

  it('refuses an empty message and one over the limit without calling the server', async () => {
    stubFetch();
    renderComposer();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    // The contract's words, on the box itself (SendMessageSchema's MESSAGE_EMPTY), which takes the focus.
    expect(await screen.findByText('Write a message or add a photo before sending.')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Your message' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveFocus();
    const long = 'x'.repeat(100_000);
    fireEvent.change(box, { target: { value: long } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/A message can be up to 5,000 characters long/)).toBeInTheDocument();
    expect(box).toHaveValue(long);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('keeps what is typed across a remount (reload) until it is sent', async () => {
    stubFetch();
    renderComposer();
    fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), { target: { value: 'Half a thought' } });
    document.body.innerHTML = '';
    renderComposer();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('Half a thought');
  });

  it('inserts a host’s template with its placeholders filled', async () => {
    stubFetch();
    renderComposer();
    fireEvent.click(await screen.findByRole('button', { name: 'Insert a template' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Welcome' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('Hi Rita, Minnie Winnie is yours from July 1, 2026.'),
    );
  });
});
