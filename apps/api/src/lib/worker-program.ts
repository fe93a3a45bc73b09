/**
 * What a worker thread runs: `bundledName` beside the API's bundle once built (scripts/build.mjs writes it next
 * to main.js), or the TypeScript `source` module in development and tests, with tsx's loader registered inside
 * the worker: Node 20 neither passes the parent's loader on nor honours `--import tsx` in a worker's execArgv.
 * `from` is the calling module's `import.meta.url`.
 */
export function workerProgram(
  from: string,
  bundledName: string,
  source: string,
): { source: string | URL; eval: boolean } {
  if (!from.endsWith('.ts')) return { source: new URL(`./${bundledName}`, from), eval: false };
  const program = new URL(source, from).href;
  // a development dependency, resolved from the working directory: never a package the built API imports
  const loader = 'tsx/esm/api';
  return {
    source: `import(${JSON.stringify(loader)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(program)}); });`,
    eval: true,
  };
}
