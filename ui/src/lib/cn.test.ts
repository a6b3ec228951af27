import { describe, expect, it } from 'vitest';
import { cn } from './cn.ts';

describe('cn', () => {
  it('lets the later class of one group win', () => {
    expect(cn('px-2 bg-primary', 'bg-accent')).toBe('px-2 bg-accent');
  });
  it('knows the token text sizes, shadows and z-index layers', () => {
    expect(cn('text-sm', 'text-lg')).toBe('text-lg');
    expect(cn('shadow-sm', 'shadow-lg')).toBe('shadow-lg');
    expect(cn('z-header', 'z-modal')).toBe('z-modal');
    expect(cn('duration-fast', 'duration-slow')).toBe('duration-slow');
  });
  it('keeps a text colour beside a text size', () => {
    expect(cn('text-sm text-muted-foreground')).toBe('text-sm text-muted-foreground');
  });
});
