export * from './assessments';
export * from './auth';
export * from './columns';
export * from './organisations';
export * from './outbox';
export * from './portal';
export * from './portal-ii';
export * from './users';
