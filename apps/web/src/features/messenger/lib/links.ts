/**
 * Addresses the messenger links to but does not own: the route module builds them from config/paths, so the
 * feature never spells a URL of another screen.
 */
export type MessengerLinks = {
  conversation: (key: string) => string;
  tariff: (key: string) => string;
  confirmation: (inquiry: string) => string;
};
