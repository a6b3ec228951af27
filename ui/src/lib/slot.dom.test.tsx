import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../components/button/button.tsx';
import { composeRefs, mergeSlotProps, Slot } from './slot.tsx';

describe('mergeSlotProps (asChild)', () => {
  it("runs the child's handler first, then the component's, and returns the child's result", () => {
    const calls: string[] = [];
    const merged = mergeSlotProps(
      { onClick: () => calls.push('component') },
      {
        onClick: () => {
          calls.push('child');
          return 'child result';
        },
      },
    );
    expect((merged.onClick as () => string)()).toBe('child result');
    expect(calls).toEqual(['child', 'component']);
  });

  it("keeps the component's handler where the child has none, joins classes, merges styles and lets other child props win", () => {
    const onFocus = vi.fn<() => void>();
    const merged = mergeSlotProps(
      { onFocus, className: 'btn', style: { color: 'red', margin: 1 }, title: 'component', 'data-slot': 'button' },
      { onFocus: undefined, className: 'link', style: { color: 'blue' }, title: 'child' },
    );
    expect(merged.onFocus).toBe(onFocus);
    expect(merged.className).toBe('btn link');
    expect(merged.style).toEqual({ color: 'blue', margin: 1 });
    expect(merged.title).toBe('child');
    expect(merged['data-slot']).toBe('button');
  });
});

describe('composeRefs', () => {
  it('sets every ref and undoes them: a cleanup where the callback gave one, else null', () => {
    const object = createRef<string>();
    const legacy = vi.fn<(node: string | null) => void>();
    const cleanup = vi.fn<() => void>();
    const modern = vi.fn<(node: string | null) => () => void>(() => cleanup);
    const undo = composeRefs<string>(object, legacy, modern, undefined)('node');
    expect(object.current).toBe('node');
    expect(legacy).toHaveBeenCalledWith('node');
    expect(modern).toHaveBeenCalledWith('node');
    undo();
    expect(object.current).toBeNull();
    expect(legacy).toHaveBeenLastCalledWith(null);
    expect(cleanup).toHaveBeenCalledOnce();
    expect(modern).toHaveBeenCalledTimes(1);
  });
});

describe('Slot', () => {
  it("renders a Button asChild as its link, with the button's look, both refs and both handlers", () => {
    const buttonRef = createRef<HTMLElement>();
    const linkRef = createRef<HTMLAnchorElement>();
    const onButtonClick = vi.fn<() => void>();
    const onLinkClick = vi.fn<(event: React.MouseEvent) => void>((event) => event.preventDefault());
    render(
      <Button asChild variant="outline" ref={buttonRef as never} onClick={onButtonClick}>
        <a href="/owner" ref={linkRef} className="extra" onClick={onLinkClick}>
          List your RV
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'List your RV' });
    expect(link).toHaveAttribute('data-slot', 'button');
    expect(link).toHaveAttribute('data-variant', 'outline');
    expect(link).not.toHaveAttribute('type');
    expect(link.className).toMatch(/ extra$/);
    expect(buttonRef.current).toBe(link);
    expect(linkRef.current).toBe(link);
    fireEvent.click(link);
    expect(onLinkClick).toHaveBeenCalledOnce();
    expect(onButtonClick).toHaveBeenCalledOnce();
  });

  it('refuses anything but one element', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Slot>plain text</Slot>)).toThrow(/exactly one React element/);
    vi.restoreAllMocks();
  });
});
