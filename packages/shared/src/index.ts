export * from './access.ts';
export * from './business-numbers.ts';
export * from './contracts/profile.ts';
export * from './contracts/spaces.ts';
export * from './contracts/tariffs.ts';
export * from './format.ts';
export * from './spaces.ts';
export * from './text.ts';
