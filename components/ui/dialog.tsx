'use client';

import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEventHandler,
  type ReactNode,
} from 'react';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name: a label, or the id of the visible title. */
  label?: string;
  labelledBy?: string;
  /** Clicking the backdrop closes (default); off for forms where a stray click would lose typing. */
  closeOnBackdrop?: boolean;
  /** Keep the dialog in the top layer this long after `open` turns false, for an exit animation. */
  closeDelayMs?: number;
  /** Classes, or a function of whether the dialog is shown (true one frame after opening, false on closing). */
  className?: string | ((shown: boolean) => string);
  onKeyDown?: KeyboardEventHandler<HTMLDialogElement>;
  id?: string;
  children: ReactNode;
}

/**
 * The one modal primitive: the native <dialog> opened with showModal(), so the browser traps focus, makes the
 * page behind inert, sends Escape as `cancel` and returns focus to the opener on close. Backdrop clicks
 * close it; the page behind does not scroll while it is open.
 */
export function Dialog({
  open,
  onClose,
  label,
  labelledBy,
  closeOnBackdrop = true,
  closeDelayMs = 0,
  className = '',
  onKeyDown,
  id,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const [shown, setShown] = useState(false);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      el.showModal();
      document.documentElement.style.overflow = 'hidden';
      const frame = requestAnimationFrame(() => setShown(true));
      return () => cancelAnimationFrame(frame);
    }
    if (!open && el.open) {
      const timer = setTimeout(() => {
        setShown(false);
        el.close();
        document.documentElement.style.overflow = '';
      }, closeDelayMs);
      if (closeDelayMs > 0) requestAnimationFrame(() => setShown(false));
      return () => clearTimeout(timer);
    }
  }, [open, closeDelayMs]);

  // Unmounting while open: close first (while still in the document, so focus returns to the opener) and
  // never leave the page unscrollable.
  useLayoutEffect(() => {
    const el = ref.current;
    return () => {
      if (el?.open) el.close();
      document.documentElement.style.overflow = '';
    };
  }, []);

  return (
    <dialog
      ref={ref}
      id={id}
      aria-label={label}
      aria-labelledby={labelledBy}
      onCancel={(e) => {
        e.preventDefault();
        close.current();
      }}
      onClick={(e) => {
        if (closeOnBackdrop && e.target === e.currentTarget) close.current();
      }}
      onKeyDown={onKeyDown}
      className={typeof className === 'function' ? className(shown && open) : className}
    >
      {children}
    </dialog>
  );
}
