import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, writeCookie } from './cookies.ts';

afterEach(() => {
  vi.restoreAllMocks();
  for (const name of ['rove_a', 'rove_b']) document.cookie = `${name}=; Max-Age=0; Path=/`;
});

/** The end of the current task's microtasks: a cookie header read in the task is read again after it. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('reading the page’s cookies', () => {
  it('reads each change of the cookies: its own writes at once, any other from the next task', async () => {
    expect(readCookie('rove_a')).toBeUndefined();
    writeCookie('rove_a', 'one two', 60);
    expect(readCookie('rove_a')).toBe('one two');
    // Written by other code (an answer's Set-Cookie comes in a task of its own).
    document.cookie = 'rove_b=2; Path=/';
    await nextTask();
    expect(readCookie('rove_b')).toBe('2');
    writeCookie('rove_a', 'three', 60);
    expect(readCookie('rove_a')).toBe('three');
    expect(readCookie('rove_b')).toBe('2');
  });

  it('asks the browser for document.cookie once per task, however often it is read', async () => {
    writeCookie('rove_a', 'one', 60);
    // The getter where the DOM defines it (on a prototype of document).
    let owner: object | null = document;
    while (owner && !Object.getOwnPropertyDescriptor(owner, 'cookie')?.get) owner = Object.getPrototypeOf(owner);
    if (!owner) throw new Error('no document.cookie getter');
    const read = vi.spyOn(owner as Document, 'cookie', 'get');
    for (let i = 0; i < 5; i++) expect(readCookie('rove_a')).toBe('one');
    expect(read).toHaveBeenCalledTimes(1);
    await nextTask();
    expect(readCookie('rove_a')).toBe('one');
    expect(read).toHaveBeenCalledTimes(2);
  });
});
