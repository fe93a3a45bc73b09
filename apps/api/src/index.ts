export { buildApp } from './app';
export { loadConfig } from './config';
export { createDeps, startPlatform } from './platform';
