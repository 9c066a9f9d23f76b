export * from './access.ts';
export * from './format.ts';
