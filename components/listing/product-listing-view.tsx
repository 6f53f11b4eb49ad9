import { getTranslations } from 'next-intl/server';
import { EMPTY_STATE, listingHref, type ListingState } from '@/lib/catalog/listing-state';
import type { ShopContext } from '@/lib/i18n/server';
import { localizePath } from '@/lib/i18n/paths';
import { PRINT_SELECT_KEYS } from '@/components/print/print-labels';
import { loadMessages, pickMessages } from '@/lib/i18n/messages';
import { ListingTextProvider } from './listing-text';
import { BrandFilter } from './brand-filter';
import { DepartmentLinks } from './department-links';
import { FiltersPanel } from './filters-panel';
import { ListingControls } from './listing-controls';
import { ListingScreen } from './listing-screen';
import type { loadProductListing } from '@/lib/catalog/listings/load-product-listing';

type Loaded = Awaited<ReturnType<typeof loadProductListing>>;

/** /produtos screen: sidebar with the current tree's departments and brand checkboxes. */
export async function ProductListingView({
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
  const t = await getTranslations({ locale, namespace: 'Listing' });
  const th = await getTranslations({ locale, namespace: 'Header' });
  const { start, category, department, brandOptions, result } = data;
  const L = (p: string) => localizePath(locale, p);
  // Moving through the tree keeps the search, sort and availability; page and brands reset (spec §2).
  const keep = (p: string) =>
    listingHref(L(p), { ...EMPTY_STATE, sort: state.sort, available: state.available, text: state.text });

  const canonical = department
    ? `/produtos/${category!.slug}/${department.slug}`
    : category
      ? `/produtos/${category.slug}`
      : '/produtos';
  const basePath = L(canonical);
  const title = state.text
    ? t('searchResults', { text: state.text })
    : (department?.name ?? category?.name ?? t('allProducts'));

  const treeLinks = category
    ? [
        { name: t('allDepartments'), href: keep(`/produtos/${category.slug}`) },
        ...category.departments.map((d) => ({
          name: d.name,
          href: keep(`/produtos/${category.slug}/${d.slug}`),
        })),
      ]
    : start.categories.map((c) => ({ name: c.name, href: keep(`/produtos/${c.slug}`) }));

  // The print select prints this listing (in stock only): same category, brands, search and sort.
  const brandIds = state.brands
    .map((s) => start.brands.find((b) => b.slug === s)?.id)
    .filter((id): id is number => id !== undefined);
  const print = {
    currency: ctx.segment,
    title,
    scope:
      state.brands.length > 0 && brandIds.length === 0
        ? null
        : {
            categoryId: category?.id,
            departmentId: department?.id,
            brandIds: brandIds.length ? brandIds : undefined,
            text: state.text || undefined,
            sort: state.sort,
          },
  };

  const breadcrumbs = [
    { name: th('home'), href: L('/') },
    { name: t('allProducts'), href: L('/produtos') },
    ...(category ? [{ name: category.name, href: L(`/produtos/${category.slug}`) }] : []),
    ...(department ? [{ name: department.name, href: basePath }] : []),
  ];
  if (state.text) breadcrumbs.push({ name: title, href: `${basePath}?text` });

  return (
    <ListingTextProvider
      value={{ locale, listing: messages.Listing, print: pickMessages(messages.Print, PRINT_SELECT_KEYS) }}
    >
      <ListingScreen
        locale={locale}
        title={title}
        breadcrumbs={breadcrumbs}
        basePath={basePath}
        state={state}
        result={result}
        controls={<ListingControls basePath={basePath} state={state} print={print} />}
        sidebar={
          <FiltersPanel>
            <DepartmentLinks
              title={category ? t('departments') : th('categories')}
              links={treeLinks}
              currentHref={basePath}
            />
            <BrandFilter
              basePath={basePath}
              state={state}
              brands={brandOptions.map((b) => ({ slug: b.slug, nome: b.nome }))}
            />
          </FiltersPanel>
        }
      />
    </ListingTextProvider>
  );
}
