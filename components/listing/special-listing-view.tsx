import { getTranslations } from 'next-intl/server';
import { EMPTY_STATE, listingHref, type ListingState } from '@/lib/catalog/listing-state';
import type { ShopContext } from '@/lib/i18n/server';
import { localizePath } from '@/lib/i18n/paths';
import { PRINT_SELECT_KEYS } from '@/components/print/print-labels';
import { loadMessages, pickMessages } from '@/lib/i18n/messages';
import { ListingTextProvider } from './listing-text';
import { DepartmentLinks } from './department-links';
import { FiltersPanel } from './filters-panel';
import { ListingControls } from './listing-controls';
import { ListingScreen } from './listing-screen';
import type { loadSpecialListing } from '@/lib/catalog/listings/load-special-listing';
import { SpecialSessionSync } from './special-session-sync';

type Loaded = Awaited<ReturnType<typeof loadSpecialListing>>;

/** Special (XO) page: stripped category names, session-stored page and sort (spec §2). */
export async function SpecialListingView({
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
  const t = await getTranslations({ locale, namespace: 'Special' });
  const tl = await getTranslations({ locale, namespace: 'Listing' });
  const th = await getTranslations({ locale, namespace: 'Header' });
  const { categories, brandSlug, category, department, result } = data;
  const L = (p: string) => localizePath(locale, p);
  // Moving through the tree keeps the search, sort and availability; page and brands reset (spec §2).
  const keep = (p: string) =>
    listingHref(L(p), { ...EMPTY_STATE, sort: state.sort, available: state.available, text: state.text });
  const root = `/especial/${brandSlug}`;
  const basePath = L(
    department
      ? `${root}/${category!.slug}/${department.slug}`
      : category
        ? `${root}/${category.slug}`
        : '/especial',
  );

  const links = category
    ? [
        { name: t('allCategories'), href: keep(`${root}/${category.slug}`) },
        ...category.departments.map((d) => ({
          name: d.name,
          href: keep(`${root}/${category.slug}/${d.slug}`),
        })),
      ]
    : [
        { name: t('allCategories'), href: keep('/especial') },
        ...categories.map((c) => ({ name: c.name, href: keep(`${root}/${c.slug}`) })),
      ];

  const title = state.text
    ? tl('searchResults', { text: state.text })
    : (department?.name ?? category?.name ?? t('title'));
  const print = {
    currency: ctx.segment,
    title,
    scope: {
      special: true,
      brandId: data.brand?.id,
      categoryId: category?.id,
      departmentId: department?.id,
      text: state.text || undefined,
      sort: state.sort,
    },
  };
  const scope = `${category?.id ?? ''}|${department?.id ?? ''}|${state.text}`;

  return (
    <ListingTextProvider
      value={{ locale, listing: messages.Listing, print: pickMessages(messages.Print, PRINT_SELECT_KEYS) }}
    >
      <SpecialSessionSync basePath={basePath} state={state} scope={scope} />
      <ListingScreen
        locale={locale}
        title={title}
        intro={category || state.text ? undefined : t('intro')}
        breadcrumbs={[
          { name: th('home'), href: L('/') },
          { name: t('title'), href: L('/especial') },
          ...(category ? [{ name: category.name, href: L(`${root}/${category.slug}`) }] : []),
          ...(department ? [{ name: department.name, href: basePath }] : []),
        ]}
        basePath={basePath}
        state={state}
        result={result}
        controls={<ListingControls basePath={basePath} state={state} print={print} />}
        sidebar={
          <FiltersPanel>
            <DepartmentLinks
              title={category ? tl('departments') : th('categories')}
              links={links}
              currentHref={basePath}
            />
          </FiltersPanel>
        }
      />
    </ListingTextProvider>
  );
}
