export { shortUriCalls } from './routes.ts';
// What modules may use (proposal client links, issue 16): make a link, read one.
export { createShortLink, readShortLink } from './service.ts';
