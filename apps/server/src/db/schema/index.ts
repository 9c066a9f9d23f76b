export * from './auth.ts';
export * from './core.ts';
export * from './idp.ts';
export * from './users.ts';
export * from './spaces.ts';
