export * from './connection';
export * from './schema';
export * from './scratch';
