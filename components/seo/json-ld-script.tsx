import { serializeJsonLd, type JsonLd } from '@/lib/seo/json-ld';

/** Structured data tag; serializeJsonLd escapes "<" so the content cannot break out of the script. */
export function JsonLdScript({ data }: { data: JsonLd | JsonLd[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
