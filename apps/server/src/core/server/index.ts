export { serverStatusCalls } from './routes.ts';
export { CORE_API_VERSION } from './service.ts';
