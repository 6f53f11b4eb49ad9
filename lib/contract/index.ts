export * from './common';
export * from './catalog';
export * from './geo';
export * from './messages';
export * from './price-list';
