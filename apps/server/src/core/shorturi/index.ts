export { shortUriCalls } from './routes.ts';
