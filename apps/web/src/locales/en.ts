import admin from './en/admin.json';
import alerts from './en/alerts.json';
import apikeys from './en/apikeys.json';
import bookings from './en/bookings.json';
import business from './en/business.json';
import catalogue from './en/catalogue.json';
import common from './en/common.json';
import credentials from './en/credentials.json';
import errors from './en/errors.json';
import events from './en/events.json';
import guides from './en/guides.json';
import jobs from './en/jobs.json';
import messenger from './en/messenger.json';
import partners from './en/partners.json';
import profiles from './en/profiles.json';
import reviews from './en/reviews.json';
import search from './en/search.json';
import statements from './en/statements.json';
import tariffs from './en/tariffs.json';
import workset from './en/workset.json';

/** Every English namespace, for typing the keys and for tests; the app fetches each namespace on its own (lib/i18n.ts). */
export default {
  common,
  business,
  tariffs,
  catalogue,
  admin,
  search,
  events,
  errors,
  apikeys,
  partners,
  messenger,
  profiles,
  reviews,
  workset,
  credentials,
  guides,
  jobs,
  alerts,
  bookings,
  statements,
};
