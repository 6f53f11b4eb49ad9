import type { AnchorHTMLAttributes } from 'react';

/** The attribute `SoftNavigation` looks for. */
export const SOFT_LINK_ATTR = 'data-soft';

/**
 * A store link rendered as a plain `<a>`: no next/link island to hydrate and no viewport prefetch per link. One
 * `SoftNavigation` island (shop layout) turns its clicks into client-side navigations and prefetches it when a
 * pointer or the keyboard reaches it (decision 0035). For links in server-rendered catalogue markup; client
 * components that need `onNavigate` or transitions keep next/link.
 */
export default function SoftLink({
  href,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a {...props} href={href} {...{ [SOFT_LINK_ATTR]: '' }} />;
}
