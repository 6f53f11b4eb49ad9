'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { draftInviteSchema, type Draft } from '@/lib/contract/admin-drafts';
import { useAdminMutation } from '@/lib/admin/queries';
import { Button, ErrorLine, Field, Select } from '../form-bits';
import type { DRAFT_TEXT } from './draft-texts';

type Texts = (typeof DRAFT_TEXT)[keyof typeof DRAFT_TEXT];

const formSchema = draftInviteSchema
  .omit({ foreign: true })
  .extend({ kind: z.enum(['paraguayan', 'brazilian']) });
type FormIn = z.input<typeof formSchema>;

/** The search's words, put where they fit: an e-mail in the e-mail field, digits in the phone. */
const guess = (q: string): Partial<FormIn> =>
  q.includes('@') ? { email: q } : /^\+?[\d ()-]{8,}$/.test(q) ? { phone: q } : {};

/**
 * The invitation to register (decision 0047): nobody found by the seller's search; the seller names the person, their
 * e-mail, WhatsApp phone and buyer kind, and builds the cart for them. The order is made when they claim the link.
 */
export function InviteForm({ s, q, onDraft }: { s: Texts; q: string; onDraft: (d: Draft) => void }) {
  const { register, handleSubmit, formState } = useForm<FormIn, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: '', email: '', phone: '', kind: 'paraguayan', ...guess(q) },
  });
  const create = useAdminMutation('draftCreate', { onDone: onDraft });
  const e = formState.errors;
  return (
    <form
      className="flex flex-col gap-3 border-t border-gray-200 pt-3"
      data-testid="draft-invite"
      onSubmit={handleSubmit(({ kind, ...who }) =>
        create.mutate({ body: { invite: { ...who, foreign: kind === 'brazilian' } } }),
      )}
    >
      <h2 className="font-semibold">{s.invite}</h2>
      <p className="text-sm text-gray-700">{s.inviteHint}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={s.name} autoComplete="off" {...register('name')} />
        <Field label={s.email} type="email" autoComplete="off" {...register('email')} />
        <Field label={s.phone} type="tel" autoComplete="off" {...register('phone')} />
        <Select label={s.kind} {...register('kind')}>
          <option value="paraguayan">{s.paraguayan}</option>
          <option value="brazilian">{s.brazilian}</option>
        </Select>
      </div>
      {(e.name || e.email || e.phone) && (
        <ErrorLine>
          {[e.name, e.email, e.phone]
            .map((x) => x?.message)
            .filter(Boolean)
            .join(' ')}
        </ErrorLine>
      )}
      <Button type="submit" disabled={create.isPending}>
        {s.startInvite}
      </Button>
      {create.error && <ErrorLine>{create.error.message}</ErrorLine>}
    </form>
  );
}
