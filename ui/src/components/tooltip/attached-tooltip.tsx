// The loaded part of a deferred tooltip (./deferred-tooltip.tsx): react-aria's TooltipTrigger around a stand-in for
// the trigger, which hands the trigger's element to react-aria and react-aria's event handlers to the trigger.
import { type Ref, useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { Focusable, setInteractionModality, TooltipTrigger, TooltipTriggerStateContext } from 'react-aria-components';
import type { AttachedTooltipProps, TriggerHandlers } from './deferred-tooltip.tsx';
import { TooltipBubble } from './tooltip.tsx';

export function AttachedTooltip({ content, delay = 600, closeDelay = 200, ...bridge }: AttachedTooltipProps) {
  return (
    <TooltipTrigger delay={delay} closeDelay={closeDelay}>
      <Focusable>
        <TriggerBridge {...bridge} />
      </Focusable>
      <TooltipBubble content={content} />
    </TooltipTrigger>
  );
}

type BridgeProps = Omit<AttachedTooltipProps, 'content' | 'delay' | 'closeDelay'> & {
  ref?: Ref<HTMLElement>;
  'aria-describedby'?: string;
};

/** Renders nothing: Focusable gives it the trigger's props and ref, which it passes on to the real trigger. */
function TriggerBridge({ ref, triggerRef, onHandlers, intent, onDescribedBy, ...merged }: BridgeProps) {
  const state = useContext(TooltipTriggerStateContext);
  const replayed = useRef(false);
  const describedBy = merged['aria-describedby'];
  useLayoutEffect(() => {
    onHandlers(
      Object.fromEntries(
        Object.entries(merged as Record<string, unknown>).filter(([name, value]) => name.startsWith('on') && typeof value === 'function'),
      ) as TriggerHandlers,
    );
  });
  useLayoutEffect(() => {
    if (!ref) return;
    if (typeof ref !== 'function') {
      ref.current = triggerRef.current;
      return;
    }
    const cleanup = ref(triggerRef.current);
    return () => {
      if (typeof cleanup === 'function') cleanup();
      else ref(null);
    };
  }, [ref, triggerRef]);
  useEffect(() => onDescribedBy(describedBy), [describedBy, onDescribedBy]);
  // Replays what asked for the code: keyboard focus (the tooltip opens at once) or a hovering pointer (it opens after
  // the delay), unless the trigger was pressed meanwhile (a press closes the tooltip).
  useEffect(() => {
    if (replayed.current) return;
    replayed.current = true;
    const element = triggerRef.current;
    const seen = intent.current;
    if (!element || !state || seen.pressed) return;
    const event = { target: element, currentTarget: element } as never;
    const on = merged as Record<string, ((event: never) => void) | undefined>;
    if (seen.keyboardFocus && element === element.ownerDocument.activeElement) on.onFocus?.(event);
    else if (seen.pointerType && seen.pointerType !== 'touch') {
      setInteractionModality('pointer');
      const enter = on.onPointerEnter ?? on.onMouseEnter;
      enter?.({ target: element, currentTarget: element, pointerType: seen.pointerType } as never);
    }
  }, [triggerRef, intent, state, merged]);
  return null;
}
