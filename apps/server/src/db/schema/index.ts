export * from './auth.ts';
export * from './idp.ts';
export * from './users.ts';
