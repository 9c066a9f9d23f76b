/**
 * Full-page navigations (sign-in, sign-out) go through this object so tests can replace them: jsdom's
 * `window.location` cannot be stubbed.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
