// A tooltip whose code loads when first needed: the trigger renders alone, and the tooltip's code (react-aria's
// trigger, overlay and positioning: ./attached-tooltip.tsx) loads when a pointer enters it or it takes focus. The
// trigger element is never replaced (a remount between pointerdown and pointerup would lose the click): the loaded
// part attaches to it, its handlers called through the trigger's own, and replays the hover or keyboard focus that
// asked for it.
import { type ComponentType, type ReactNode, type RefObject, type SyntheticEvent, useRef, useState } from 'react';

/** The trigger's event props the tooltip listens to (pointer events; mouse and touch ones where there are none). */
const delegatedEvents = [
  'onPointerEnter',
  'onPointerLeave',
  'onPointerDown',
  'onMouseEnter',
  'onMouseLeave',
  'onTouchStart',
  'onKeyDown',
  'onKeyUp',
  'onFocus',
  'onBlur',
] as const;
type DelegatedEvent = (typeof delegatedEvents)[number];
export type TriggerHandlers = Partial<Record<string, (event: never) => void>>;

/** What happened on the trigger before the tooltip's code arrived, for it to replay. */
export interface TriggerIntent {
  /** The pointer type of the pointer over the trigger ('' when none is). */
  pointerType: string;
  /** A pointer went down on the trigger since it last took focus (its next focus is a pointer's, not the keyboard's). */
  pointerDown: boolean;
  /** The trigger was pressed (pointer or key) since the pointer entered: a press closes a tooltip, none to replay. */
  pressed: boolean;
  /** The trigger holds focus that came from the keyboard. */
  keyboardFocus: boolean;
}

export interface AttachedTooltipProps {
  content: ReactNode;
  triggerRef: RefObject<HTMLElement | null>;
  /** Called with react-aria's handlers for the trigger after each render. */
  onHandlers: (handlers: TriggerHandlers) => void;
  intent: RefObject<TriggerIntent>;
  onDescribedBy: (id: string | undefined) => void;
  delay?: number;
  closeDelay?: number;
}

let attached: ComponentType<AttachedTooltipProps> | undefined;
let loading: Promise<ComponentType<AttachedTooltipProps>> | undefined;
/** The tooltip's code, loaded once; a load that failed (a network blip) is tried again at the next hover or focus. */
function loadAttached() {
  loading ??= import('./attached-tooltip.tsx').then(
    (m) => {
      attached = m.AttachedTooltip;
      return m.AttachedTooltip;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

type AnyHandler = ((event: never) => void) | undefined;

/**
 * The props of a tooltip's trigger and the tooltip beside it. `own` are the trigger's own event props (called first,
 * as a wrapped child's were). Shows the tooltip on hover (after 600 ms) and at once on keyboard focus; Escape hides it.
 */
export function useDeferredTooltip<E extends HTMLElement>(content: ReactNode, own: Partial<Record<DelegatedEvent, AnyHandler>> = {}) {
  const ref = useRef<E | null>(null);
  const setTrigger = (element: E | null) => {
    ref.current = element;
  };
  const handlers = useRef<TriggerHandlers>({});
  const intent = useRef<TriggerIntent>({ pointerType: '', pointerDown: false, pressed: false, keyboardFocus: false });
  const [Attached, setAttached] = useState(() => attached);
  const [describedBy, setDescribedBy] = useState<string>();
  const setHandlers = (next: TriggerHandlers) => {
    handlers.current = next;
  };
  const arm = () => {
    if (!Attached)
      loadAttached().then(
        (component) => setAttached(() => component),
        () => undefined,
      );
  };
  const mine: Partial<Record<DelegatedEvent, (event: SyntheticEvent) => void>> = {
    onPointerEnter: (event) => {
      intent.current.pointerType = (event.nativeEvent as PointerEvent).pointerType ?? 'mouse';
      intent.current.pressed = false;
      arm();
    },
    onMouseEnter: () => {
      intent.current.pointerType ||= 'mouse';
      arm();
    },
    onPointerLeave: () => {
      intent.current.pointerType = '';
    },
    onMouseLeave: () => {
      intent.current.pointerType = '';
    },
    onPointerDown: () => {
      intent.current.pointerDown = true;
      intent.current.pressed = true;
    },
    onKeyDown: () => {
      intent.current.pressed = true;
    },
    onFocus: () => {
      intent.current.keyboardFocus = !intent.current.pointerDown;
      intent.current.pointerDown = false;
      arm();
    },
    onBlur: () => {
      intent.current.keyboardFocus = false;
      intent.current.pointerDown = false;
    },
  };
  const triggerProps = Object.fromEntries(
    delegatedEvents.map((name) => [
      name,
      (event: SyntheticEvent) => {
        (own[name] as ((event: SyntheticEvent) => void) | undefined)?.(event);
        mine[name]?.(event);
        (handlers.current[name] as ((event: SyntheticEvent) => void) | undefined)?.(event);
      },
    ]),
  ) as Record<DelegatedEvent, (event: SyntheticEvent) => void>;
  const tooltip = Attached ? (
    <Attached content={content} triggerRef={ref} onHandlers={setHandlers} intent={intent} onDescribedBy={setDescribedBy} />
  ) : null;
  return { setTrigger, triggerProps, describedBy, tooltip };
}
