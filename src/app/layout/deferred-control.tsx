// A header control whose real code arrives in a lazily loaded chunk, without losing the user's
// first press. Until the chunk arrives the control shows a look-alike trigger (same look, same
// accessible name and role); showing interest in it (pointer over, focus, pointer down, touch)
// starts loading the chunk, and a press (mouse, touch, Enter or Space) is remembered and replayed
// on the real trigger once it has mounted, so the very menu the user pressed opens, with focus
// where the real control puts it. The chunk is also fetched when the browser is idle after the
// first paint.
//
// A new header control (the notification bell, the cart and wishlist counts...):
//   <DeferredControl chunk={headerControlsChunk} lookAlike={<LookAlikeTrigger ...>...</LookAlikeTrigger>}>
//     <RealControlFromTheChunk />
//   </DeferredControl>
// The real control's trigger must be the first button (or link) inside it.
import {
  createContext,
  Suspense,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';

/** After this long a waiting press shows the trigger as busy. */
export const BUSY_AFTER_MS = 300;

/**
 * A chunk loaded once (a failed load may be tried again). Nothing asks for it while the page
 * paints: it is requested on interest, on a press, or when the browser is idle after the first
 * paint, and every control waiting for it then renders its lazy part.
 */
export interface Chunk<T> {
  /** Asks for the chunk, ignoring failure here: the control's own lazy load reports it. */
  preload: () => void;
  /**
   * The chunk, loaded once it has been asked for: what a control's `lazy()` waits on, so the
   * control renders its real part from the start and React's own lazy handling holds it back.
   */
  loadOnceRequested: () => Promise<T>;
}

export function createChunk<T>(importer: () => Promise<T>): Chunk<T> {
  let pending: Promise<T> | null = null;
  let markRequested!: () => void;
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  const load = () =>
    (pending ??= importer().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
  return {
    preload: () => {
      markRequested();
      void load().catch(() => undefined);
    },
    loadOnceRequested: () => requested.then(load),
  };
}

/**
 * Asks for `chunk` when the browser is idle: idle periods come after the first frame is painted
 * (within 2 s at worst); where requestIdleCallback is missing, shortly after.
 */
function preloadWhenIdle(chunk: Chunk<unknown>): () => void {
  if (typeof requestIdleCallback === 'function') {
    const idle = requestIdleCallback(() => chunk.preload(), { timeout: 2000 });
    return () => cancelIdleCallback(idle);
  }
  const timer = setTimeout(() => chunk.preload(), 200);
  return () => clearTimeout(timer);
}

/** How the user pressed the look-alike, so the real trigger gets the same press. */
export type Press =
  { kind: 'pointer'; pointerType: string } | { kind: 'key'; key: 'Enter' | ' ' | 'ArrowDown' };

function pointerEvent(type: string, pointerType: string): Event {
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, buttons: 1 };
  return typeof PointerEvent === 'function'
    ? new PointerEvent(type, { ...init, pointerType, isPrimary: true })
    : new MouseEvent(type, init);
}

/**
 * Gives the real trigger the press the look-alike received, as the browser would have: a
 * pointer press is pointerdown → focus (unless the control prevented it) → pointerup → click; a
 * key press is keydown, then the button's own activation (click) unless the control handled the
 * key itself. Radix menus open on pointerdown and keydown, dialogs on click: both work.
 */
export function replayPress(trigger: HTMLElement, press: Press): void {
  if (press.kind === 'pointer') {
    const focusAllowed = trigger.dispatchEvent(pointerEvent('pointerdown', press.pointerType));
    if (focusAllowed) trigger.focus();
    trigger.dispatchEvent(pointerEvent('pointerup', press.pointerType));
    trigger.click();
    return;
  }
  trigger.focus();
  const code = press.key === ' ' ? 'Space' : press.key;
  const unhandled = trigger.dispatchEvent(
    new KeyboardEvent('keydown', { key: press.key, code, bubbles: true, cancelable: true }),
  );
  if (unhandled && press.key !== 'ArrowDown') trigger.click();
  trigger.dispatchEvent(new KeyboardEvent('keyup', { key: press.key, code, bubbles: true }));
}

interface LookAlikeContext {
  interest: () => void;
  press: (press: Press) => void;
  focused: (focused: boolean) => void;
  busy: boolean;
}

const LookAlikeContext = createContext<LookAlikeContext | null>(null);

/** Runs `onMount` after everything before it in the same Suspense boundary has mounted. */
function Mounted({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return null;
}

/**
 * A header control from a lazily loaded chunk: `lookAlike` (a LookAlikeTrigger) until the chunk
 * arrives, then `children`, with a press on the look-alike replayed on the real trigger.
 */
export function DeferredControl({
  chunk,
  lookAlike,
  children,
}: {
  chunk: Chunk<unknown>;
  lookAlike: ReactNode;
  children: ReactNode;
}) {
  const container = useRef<HTMLSpanElement>(null);
  const pendingPress = useRef<Press | null>(null);
  const lookAlikeFocused = useRef(false);
  const busyTimer = useRef<number | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  // A layout effect: the idle request is in place by the time the first frame is painted.
  useLayoutEffect(() => preloadWhenIdle(chunk), [chunk]);
  useEffect(() => () => window.clearTimeout(busyTimer.current), []);

  const context = useMemo<LookAlikeContext>(
    () => ({
      interest: chunk.preload,
      // Presses before the chunk arrives all mean "open": the menu opens once, never toggles shut.
      press: (press) => {
        chunk.preload();
        if (pendingPress.current) return;
        pendingPress.current = press;
        busyTimer.current = window.setTimeout(() => setBusy(true), BUSY_AFTER_MS);
      },
      focused: (focused) => {
        lookAlikeFocused.current = focused;
      },
      busy,
    }),
    [chunk, busy],
  );

  const onRealControlMounted = useCallback(() => {
    window.clearTimeout(busyTimer.current);
    setBusy(false);
    const trigger = container.current?.querySelector<HTMLElement>('button, a[href]');
    const press = pendingPress.current;
    pendingPress.current = null;
    if (!trigger) return;
    if (press) replayPress(trigger, press);
    // The look-alike had focus and was replaced: focus stays on the control.
    else if (lookAlikeFocused.current && document.activeElement === document.body) trigger.focus();
    lookAlikeFocused.current = false;
  }, []);

  return (
    <span className="header-control" ref={container}>
      <LookAlikeContext value={context}>
        {/* The children are lazy parts that wait for the chunk to be asked for and to arrive
            (`loadOnceRequested`). Not a `use(chunk.requested)` here: a navigation (a transition)
            that re-rendered the header while that promise was pending never committed, and the
            page stopped updating (a catalogue filter clicked as the list arrived moved the
            address and nothing else). */}
        <Suspense fallback={lookAlike}>
          {children}
          <Mounted onMount={onRealControlMounted} />
        </Suspense>
      </LookAlikeContext>
    </span>
  );
}

type LookAlikeTriggerProps = Omit<ComponentPropsWithoutRef<'button'>, 'type'> & {
  /** What the real trigger opens (its `aria-haspopup`); none for a plain button. */
  popup?: 'menu' | 'dialog';
};

/**
 * The trigger a DeferredControl shows while its chunk loads: give it the real trigger's class,
 * accessible name and content. It takes presses and shows itself busy when one has to wait.
 */
export function LookAlikeTrigger({ popup, className, children, ...props }: LookAlikeTriggerProps) {
  const context = use(LookAlikeContext);
  if (!context) throw new Error('LookAlikeTrigger belongs in a DeferredControl');
  const { interest, press, focused, busy } = context;
  const openKeys: readonly string[] =
    popup === 'menu' ? ['Enter', ' ', 'ArrowDown'] : ['Enter', ' '];

  return (
    <button
      {...props}
      type="button"
      className={className ? `${className} look-alike-trigger` : 'look-alike-trigger'}
      aria-haspopup={popup}
      aria-expanded={popup ? false : undefined}
      aria-busy={busy || undefined}
      data-busy={busy || undefined}
      onPointerEnter={interest}
      onTouchStart={interest}
      onFocus={() => {
        focused(true);
        interest();
      }}
      onBlur={(event: FocusEvent<HTMLButtonElement>) => {
        // Removed from the page (the real control took over): not a move of focus elsewhere.
        if (event.currentTarget.isConnected) focused(false);
      }}
      onPointerDown={(event: ReactPointerEvent<HTMLButtonElement>) => {
        if (event.button !== 0 || event.ctrlKey) return;
        press({ kind: 'pointer', pointerType: event.pointerType || 'mouse' });
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        if (!openKeys.includes(event.key)) return;
        event.preventDefault();
        press({ kind: 'key', key: event.key as 'Enter' | ' ' | 'ArrowDown' });
      }}
      // A click with no pointer or key before it (assistive technology) is a press too.
      onClick={() => press({ kind: 'pointer', pointerType: 'mouse' })}
    >
      {children}
    </button>
  );
}
