// The deposit services, one file per way of paying; routes and the ops CLI import from here.
export * from './addresses.js';
export * from './bonus.js';
export * from './manual.js';
export { creditReceivedAmount } from './mismatch.js';
export * from './online.js';
export * from './transfer.js';
