export { shortUriCalls } from './calls.ts';
