/** Spec §9: highlight category id 27 and brand id 4. */
export const HOME_HIGHLIGHTS = { categoryId: 27, brandId: 4 } as const;
