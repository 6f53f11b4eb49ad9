'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A confirmation where money or stock moves: a modal <dialog> (focus stays inside, Escape closes) naming what will
 * happen, the safe choice first and focused, the confirming one styled as what it is (red when it cannot be undone).
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirm,
  cancel,
  danger = false,
  busy = false,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirm: string;
  cancel: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  // The browser's own modal state follows `open` (showModal is imperative; no data is read here).
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close?.();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby="confirm-title"
      onClose={onClose}
      onCancel={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg p-0 backdrop:bg-black/50"
    >
      {open && (
        <div className="flex flex-col gap-4 p-5">
          <h2 id="confirm-title" className="text-lg font-semibold">
            {title}
          </h2>
          <div className="text-base">{children}</div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button
              type="button"
              autoFocus
              onClick={onClose}
              className="min-h-12 rounded border border-zinc-500 bg-white px-4 font-medium"
            >
              {cancel}
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={onConfirm}
              className={`min-h-12 rounded px-4 font-semibold text-white disabled:opacity-50 ${danger ? 'bg-red-700 hover:bg-red-800' : 'bg-blue-800 hover:bg-blue-900'}`}
            >
              {confirm}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
