export * from './common';
export * from './catalog';
export * from './geo';
export * from './messages';
export * from './account';
export * from './issue-messages';
