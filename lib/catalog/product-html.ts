import DOMPurify from 'isomorphic-dompurify';

/**
 * Product details HTML. The API already sanitizes it (server/lib/sanitize-html.ts); this second pass
 * is defence in depth, so a bug or a bypass there still cannot put script into the page.
 * Inline styles go too: the page's typography styles the text.
 */
export function sanitizeProductHtml(html: string | null | undefined): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style', 'class', 'id'],
  }).trim();
}

/** Features arrive as one per line (caracteristica); blank lines are dropped. */
export function featureLines(caracteristica: string | null | undefined): string[] {
  return (caracteristica ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
}
