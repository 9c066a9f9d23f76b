export * from './api-keys.ts';
export * from './auth.ts';
export * from './core.ts';
export * from './idp.ts';
export * from './spaces.ts';
export * from './tariff-listings.ts';
export * from './tariffs.ts';
export * from './users.ts';
