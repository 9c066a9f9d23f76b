export { ipfsRoutes } from './routes.ts';
export { sendStoredObject } from './serve.ts';
