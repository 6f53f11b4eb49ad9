export * from './client';
export * from './catalog';
