// `asChild`: a component lends its props to its one child element instead of rendering an element of its own (the
// behaviour of Radix's Slot, in the few lines our components use). The child's handlers run first, then the
// component's; classes join (the component's first); styles merge (the child's win); any other prop of the child wins;
// the component's ref and the child's both get the element. Button, Link and Text are in every page's shared base, and
// Radix's Slot with its ref helpers weighed about 1 KiB gzip there (issue 35).
import { Children, cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode, type Ref, useCallback } from 'react';

type Props = Record<string, unknown>;

/** The child's props over the component's, as described above. */
export function mergeSlotProps(slotProps: Props, childProps: Props): Props {
  const merged: Props = { ...childProps };
  for (const name of Object.keys(childProps)) {
    const slotValue = slotProps[name];
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name)) {
      if (typeof slotValue === 'function' && typeof childValue === 'function')
        merged[name] = (...args: unknown[]) => {
          const result = childValue(...args);
          slotValue(...args);
          return result;
        };
      else if (slotValue) merged[name] = slotValue;
    } else if (name === 'style') merged[name] = { ...(slotValue as object), ...(childValue as object) };
    else if (name === 'className') merged[name] = [slotValue, childValue].filter(Boolean).join(' ');
  }
  return { ...slotProps, ...merged };
}

/** One ref callback that sets every ref given (and undoes them: React 19's cleanup, or null for the older kind). */
export function composeRefs<T>(...refs: (Ref<T> | undefined)[]): (node: T | null) => () => void {
  return (node) => {
    const cleanups = refs.map((ref) => {
      if (typeof ref === 'function') return ref(node);
      if (ref) ref.current = node;
      return undefined;
    });
    return () =>
      refs.forEach((ref, i) => {
        const cleanup = cleanups[i];
        if (typeof cleanup === 'function') cleanup();
        else if (typeof ref === 'function') ref(null);
        else if (ref) ref.current = null;
      });
  };
}

/** Renders its one child element with its own props merged in (`asChild`); anything else is a mistake. */
export function Slot({ children, ref, ...props }: Props & { children?: ReactNode; ref?: Ref<unknown> }) {
  const child = Children.count(children) === 1 && isValidElement(children) ? (children as ReactElement<Props>) : null;
  const childRef = child?.props.ref as Ref<unknown> | undefined;
  const composed = useCallback((node: unknown) => composeRefs(ref, childRef)(node), [ref, childRef]);
  if (!child) throw new Error('Slot (asChild) needs exactly one React element as its child.');
  const merged = mergeSlotProps(props, child.props);
  if (child.type !== Fragment) merged.ref = ref ? composed : childRef;
  // The refs are handed to the child element, not read: React sets them once the element is in the page.
  // oxlint-disable-next-line react/refs
  return cloneElement(child, merged);
}
