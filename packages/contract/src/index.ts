export * from './common.js';
export * from './endpoint.js';
export * from './endpoints/index.js';
export * from './envelope.js';
export * from './market.js';
export * from './messages.js';
export * from './money.js';
export * from './openapi.js';
