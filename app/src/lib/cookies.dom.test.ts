import { afterEach, describe, expect, it } from 'vitest';
import { readCookie, writeCookie } from './cookies.ts';

afterEach(() => {
  for (const name of ['rove_a', 'rove_b']) document.cookie = `${name}=; Max-Age=0; Path=/`;
});

describe('reading the page’s cookies', () => {
  it('reads each change of the cookies, whoever wrote it', () => {
    expect(readCookie('rove_a')).toBeUndefined();
    writeCookie('rove_a', 'one two', 60);
    expect(readCookie('rove_a')).toBe('one two');
    document.cookie = 'rove_b=2; Path=/';
    expect(readCookie('rove_b')).toBe('2');
    writeCookie('rove_a', 'three', 60);
    expect(readCookie('rove_a')).toBe('three');
  });
});
