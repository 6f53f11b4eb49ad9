'use client';

import type { ReactNode } from 'react';

/**
 * Prints only the order's ticket: the page marks itself so the print CSS hides everything but the ticket host
 * (app/theme.css, `html[data-print='ticket']`), and unmarks after the dialog closes.
 */
export function PrintTicketButton({
  children,
  className = 'btn-outline',
}: {
  children: ReactNode;
  className?: string;
}) {
  const print = () => {
    const root = document.documentElement;
    root.dataset.print = 'ticket';
    const done = () => {
      delete root.dataset.print;
      window.removeEventListener('afterprint', done);
    };
    window.addEventListener('afterprint', done);
    window.print();
  };
  return (
    <button type="button" onClick={print} className={className}>
      {children}
    </button>
  );
}
