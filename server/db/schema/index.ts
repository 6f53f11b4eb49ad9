export * from './geography';
export * from './catalog';
export * from './money';
export * from './customers';
export * from './sales';
export * from './catalog-import';
export * from './staff';
export * from './content';
