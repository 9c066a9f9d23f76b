export * from './access.ts';
export * from './contracts/profile.ts';
export * from './format.ts';
