export * from './currencies';
export * from './convert';
export * from './format';
export { divRound, parseScaled } from './decimal';
