'use client';

import Image from 'next/image';
import Link from 'next/link';
import { MinusIcon, PlusIcon, TrashIcon } from '@/components/ui/icons';
import { fill, type CartLabels } from '@/lib/cart/labels';
import type { CartLine } from '@/lib/cart/types';
import { formatMoney } from '@/lib/money';

const stepClass =
  'grid size-10 place-items-center rounded-full border border-line text-plum-900 hover:bg-plum-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-40';

/** One cart line (spec §2 Cart panel): image, name, price, minus (off at 1), plus (stops at stock), remove. */
export function CartLineItem({
  line,
  currencyId,
  href,
  labels,
  onQuantity,
  onMax,
  onRemove,
}: {
  line: CartLine;
  currencyId: number;
  href: string;
  labels: CartLabels;
  onQuantity: (quantity: number) => void;
  onMax: () => void;
  onRemove: () => void;
}) {
  const atMin = line.quantity <= 1;
  const atMax = line.quantity >= line.stock;
  return (
    <li className="flex gap-3 py-3" data-testid="cart-line" data-product-id={line.productId}>
      <div className="relative size-20 shrink-0 overflow-hidden rounded-lg border border-line bg-ivory">
        {line.image && <Image src={line.image} alt="" fill sizes="80px" className="object-contain p-1" />}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link href={href} className="line-clamp-2 text-sm leading-snug font-medium text-ink hover:underline">
          {line.name}
        </Link>
        <p className="text-xs text-muted">{fill(labels.code, { code: line.code })}</p>
        <p className="text-sm font-semibold text-plum-900 tabular-nums" data-testid="cart-line-price">
          {formatMoney(line.unitPrice, currencyId)}
        </p>
        {line.priceChanged && <p className="text-xs font-medium text-gold-700">{labels.priceChanged}</p>}
        <div className="mt-1 flex items-center gap-2">
          <button
            type="button"
            className={stepClass}
            aria-disabled={atMin}
            aria-label={fill(labels.decrease, { name: line.name })}
            onClick={() => !atMin && onQuantity(line.quantity - 1)}
            data-testid="cart-minus"
          >
            <MinusIcon />
          </button>
          <span className="min-w-8 text-center font-semibold tabular-nums">
            <span className="sr-only">{labels.quantity}: </span>
            <span data-testid="cart-qty">{line.quantity}</span>
          </span>
          <button
            type="button"
            className={stepClass}
            aria-disabled={atMax}
            aria-label={fill(labels.increase, { name: line.name })}
            onClick={() => (atMax ? onMax() : onQuantity(line.quantity + 1))}
            data-testid="cart-plus"
          >
            <PlusIcon />
          </button>
          <button
            type="button"
            className="ml-auto grid size-10 place-items-center rounded-full text-lg text-muted hover:bg-plum-50 hover:text-danger"
            aria-label={fill(labels.remove, { name: line.name })}
            onClick={onRemove}
            data-testid="cart-remove"
          >
            <TrashIcon />
          </button>
        </div>
      </div>
    </li>
  );
}
