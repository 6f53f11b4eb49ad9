export * from './common';
export * from './catalog';
export * from './geo';
export * from './messages';
