export * from './connection';
export * from './schema';
