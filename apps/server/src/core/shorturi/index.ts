export { shortUriCalls } from './routes.ts';
// What modules may use (proposal client links): make a link, read one.
export { createShortLink, readShortLink } from './service.ts';
