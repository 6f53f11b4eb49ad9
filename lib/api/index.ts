export * from './client';
export * from './catalog';
export * from './product';
