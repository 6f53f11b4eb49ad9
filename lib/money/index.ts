export * from './currencies';
export * from './convert';
export * from './format';
export { parseScaled } from './decimal';
