'use client';

import type { FormEventHandler, ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { CloseIcon } from '@/components/ui/icons';
import { FormAlert } from './form-alert';
import { SubmitButton } from './submit-button';

/**
 * The account's form modals (address, edit profile) on the one dialog primitive: title with a close button, the
 * form's problem above the fields, cancel and submit beneath. A stray click on the backdrop never loses typing.
 */
export function FormDialog({
  open,
  onClose,
  titleId,
  title,
  problem,
  onSubmit,
  pending,
  labels,
  width = 'w-[min(94vw,560px)]',
  children,
}: {
  open: boolean;
  onClose: () => void;
  titleId: string;
  title: string;
  problem: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  labels: { cancel: string; save: string; saving: string };
  width?: string;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      closeOnBackdrop={false}
      className={`m-auto max-h-[92dvh] ${width} overflow-y-auto rounded-2xl bg-paper p-0 shadow-lift backdrop:bg-plum-950/50`}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 p-5 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="font-display text-xl font-semibold text-plum-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="-mt-1 -mr-2 grid size-10 place-items-center rounded-full text-xl text-plum-900 hover:bg-plum-50"
            aria-label={labels.cancel}
          >
            <CloseIcon />
          </button>
        </div>
        {problem && <FormAlert tone="error">{problem}</FormAlert>}
        {children}
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className="btn-outline h-11">
            {labels.cancel}
          </button>
          <SubmitButton pending={pending} label={labels.save} pendingLabel={labels.saving} />
        </div>
      </form>
    </Dialog>
  );
}
