export * from './compare';
export * from './grammars';
export * from './run-in-worker';
