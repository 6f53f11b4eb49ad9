import Link from '@/components/ui/soft-link';
import { getTranslations } from 'next-intl/server';
import type { ListingState } from '@/lib/catalog/listing-state';
import type { ShopContext } from '@/lib/i18n/server';
import { localizePath } from '@/lib/i18n/paths';
import { PRINT_SELECT_KEYS } from '@/components/print/print-labels';
import { loadMessages, pickMessages } from '@/lib/i18n/messages';
import { ListingTextProvider } from './listing-text';
import { BrandIndex } from './brand-index';
import { ListingControls } from './listing-controls';
import { ListingScreen } from './listing-screen';
import type { loadBrandListing } from '@/lib/catalog/listings/load-brand-listing';

type Loaded = Awaited<ReturnType<typeof loadBrandListing>>;

/** Brand page (spec §2): the brand's categories as links, its products, an empty state. */
export async function BrandListingView({
  ctx,
  state,
  data,
}: {
  ctx: ShopContext;
  state: ListingState;
  data: Loaded;
}) {
  const { locale } = ctx;
  const messages = await loadMessages(locale);
  const tm = await getTranslations({ locale, namespace: 'Meta' });
  if (!data.brand || !data.result)
    return <BrandIndex locale={locale} brands={data.start.brands} title={tm('allBrands')} />;

  const t = await getTranslations({ locale, namespace: 'Brand' });
  const th = await getTranslations({ locale, namespace: 'Header' });
  const { brand, categories, category, result } = data;
  const L = (p: string) => localizePath(locale, p);
  const brandPath = L(`/marca/${brand.slug}`);
  const basePath = category ? L(`/marca/${brand.slug}/${category.slug}`) : brandPath;
  const title = category ? `${brand.nome} — ${category.name}` : brand.nome;
  // Brand pages list both lines (allProducts), so the printed list does too.
  const print = {
    currency: ctx.segment,
    title,
    scope: { brandId: brand.id, categoryId: category?.id, allProducts: true, sort: state.sort },
  };
  const chip = 'inline-flex h-9 items-center rounded-full border px-4 text-sm transition';

  const top =
    categories.length > 0 ? (
      <nav aria-label={t('categories')} className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {[
            { id: 0, name: t('allCategories'), href: brandPath },
            ...categories.map((c) => ({ id: c.id, name: c.name, href: L(`/marca/${brand.slug}/${c.slug}`) })),
          ].map((c) => {
            const current = c.href === basePath;
            return (
              <li key={c.id}>
                <Link
                  href={c.href}
                  aria-current={current ? 'page' : undefined}
                  className={`${chip} ${current ? 'border-plum-900 bg-plum-900 text-white' : 'border-line bg-paper text-ink hover:border-plum-500'}`}
                >
                  {c.name}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    ) : null;

  return (
    <ListingTextProvider
      value={{ locale, listing: messages.Listing, print: pickMessages(messages.Print, PRINT_SELECT_KEYS) }}
    >
      <ListingScreen
        locale={locale}
        title={title}
        breadcrumbs={[
          { name: th('home'), href: L('/') },
          { name: tm('allBrands'), href: L('/marca') },
          { name: brand.nome, href: brandPath },
          ...(category ? [{ name: category.name, href: basePath }] : []),
        ]}
        basePath={basePath}
        state={state}
        result={result}
        top={top}
        emptyText={t('empty')}
        controls={<ListingControls basePath={basePath} state={state} print={print} />}
      />
    </ListingTextProvider>
  );
}
