export { serverStatusCalls } from './calls.ts';
export { CORE_API_VERSION } from './service.ts';
