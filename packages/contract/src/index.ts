export * from './auth';
export * from './college';
export * from './common';
export * from './messages';
export * from './portal';
export * from './portal-ii';
export * from './tests';
