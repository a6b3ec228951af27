// Choosing a new password from the mailed link: the form takes the password while the link's check is still on its
// way, and the check's late answer never takes back a password already set (it failed a journey on a loaded machine).
import '@testing-library/jest-dom/vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n.ts';
import { RecoverySetPassword } from './recovery-set-password-page.tsx';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => vi.restoreAllMocks());

/** fetch answering the link's check (GET) only when told to, and the new password (POST) at once. */
function stubCalls() {
  let answerCheck: (status: number) => void = () => {};
  const posted: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if ((init?.method ?? 'GET') === 'GET') {
      const status = await new Promise<number>((resolve) => {
        answerCheck = resolve;
      });
      return new Response(status === 204 ? null : JSON.stringify({ Code: 'INVALID', Message: 'Invalid code' }), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }
    posted.push(url);
    return new Response(null, { status: 204 });
  });
  return { answerCheck: (status: number) => answerCheck(status), posted };
}

describe('/recovery-password/{code}', () => {
  it.each([
    [400, 'the code is used by then'],
    [204, 'the check passes late'],
  ])('a password typed before the check answered is saved, and a late check (%i: %s) leaves the success', async (status) => {
    const calls = stubCalls();
    render(
      <MemoryRouter>
        <RecoverySetPassword code="abc123" />
      </MemoryRouter>,
    );
    const field = screen.getByLabelText(/^New password/);
    fireEvent.change(field, { target: { value: 'a brand new password' } });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    expect(await screen.findByText(/^Your password is changed\./)).toBeInTheDocument();
    expect(calls.posted).toEqual([expect.stringContaining('/api/account/recovery-password/abc123')]);
    await act(async () => calls.answerCheck(status));
    expect(screen.getByText(/^Your password is changed\./)).toBeInTheDocument();
  });

  it('a link whose check fails says so before anything is typed', async () => {
    const calls = stubCalls();
    render(
      <MemoryRouter>
        <RecoverySetPassword code="abc123" />
      </MemoryRouter>,
    );
    await act(async () => calls.answerCheck(400));
    expect(await screen.findByRole('link', { name: /./ })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });
});
