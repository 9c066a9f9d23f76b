import admin from './jp/admin.json';
import alerts from './jp/alerts.json';
import apikeys from './jp/apikeys.json';
import bookings from './jp/bookings.json';
import business from './jp/business.json';
import catalogue from './jp/catalogue.json';
import common from './jp/common.json';
import credentials from './jp/credentials.json';
import errors from './jp/errors.json';
import events from './jp/events.json';
import guides from './jp/guides.json';
import jobs from './jp/jobs.json';
import messenger from './jp/messenger.json';
import partners from './jp/partners.json';
import profiles from './jp/profiles.json';
import reviews from './jp/reviews.json';
import search from './jp/search.json';
import statements from './jp/statements.json';
import tariffs from './jp/tariffs.json';
import workset from './jp/workset.json';

/** Every Japanese namespace, for typing the keys and for tests; the app fetches each namespace on its own (lib/i18n.ts). */
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
