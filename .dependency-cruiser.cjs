// Import boundaries on resolved paths, one rule per boundary of docs/architecture.md ("Dependencies point one
// way"). Paths name layers, never lists of features, services or question types: a new folder is covered at once.
const portals = '(student|college|company|admin)'; // SPEC.md's portals: they appear in routes, not in services
const forbid = (name, from, to) => ({ name, severity: 'error', from, to });
/** What lies under `from` imports, of ours (apps/, packages/), only itself and what `allowed` matches. */
const onlyOurs = (name, from, allowed, fromNot) =>
  forbid(
    name,
    { path: `^${from}/`, ...(fromNot && { pathNot: fromNot }) },
    { path: '^(apps|packages)/', pathNot: `^(${from}|${allowed})/` },
  );

module.exports = {
  forbidden: [
    // no cycles (type-only imports and lazy import() calls do not run when a module loads)
    forbid(
      'no-cycles',
      {},
      { circular: true, viaOnly: { dependencyTypesNot: ['type-only', 'dynamic-import'] } },
    ),
    // domain imports nothing of ours, and does no I/O: no node builtins such as 'fs' (its tests may read files)
    onlyOurs('domain-imports-nothing-of-ours', 'packages/domain', 'packages/domain'),
    forbid(
      'domain-does-no-io',
      { path: '^packages/domain/', pathNot: '\\.test\\.ts$' },
      { dependencyTypes: ['core'] },
    ),
    // contract → domain; db → domain; similarity → worker-thread; worker-thread → nothing of ours (each README)
    onlyOurs('contract-imports-only-domain', 'packages/contract', 'packages/domain'),
    onlyOurs('db-imports-only-domain', 'packages/db', 'packages/domain'),
    onlyOurs('similarity-imports-only-worker-thread', 'packages/similarity', 'packages/worker-thread'),
    onlyOurs('worker-thread-imports-nothing-of-ours', 'packages/worker-thread', 'packages/worker-thread'),
    // judge → domain
    onlyOurs('judge-imports-only-domain', 'apps/judge', 'packages/domain'),
    // api → domain, db, contract, judge, similarity, worker-thread
    onlyOurs(
      'api-imports-packages-and-judge',
      'apps/api',
      'packages/(domain|db|contract|similarity|worker-thread)|apps/judge',
    ),
    // web → contract, domain (browser tests may use a package's testing entry; two seeders drive the API's sources)
    onlyOurs(
      'web-imports-only-contract-and-domain',
      'apps/web',
      'packages/(contract|domain|[^/]+/src/testing)',
      '^apps/web/e2e/support/(seed-fixtures|fake-lms)\\.ts$',
    ),
    // web features do not import each other: compose them in src/app/
    forbid(
      'features-do-not-import-features',
      { path: '^apps/web/src/features/([^/]+)/' },
      { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    ),
    // src/ui, src/lib and the question types are used by features and app/, never the other way round
    forbid(
      'shared-web-code-imports-no-feature',
      { path: '^apps/web/src/(ui|lib|question-types)/' },
      { path: '^apps/web/src/(features|app)/' },
    ),
    // a web question type is one folder: it shares code with other types only through question-types/shared/
    forbid(
      'question-types-do-not-import-types',
      { path: '^apps/web/src/question-types/([^/]+)/' },
      { path: '^apps/web/src/question-types/[^/]+/', pathNot: '^apps/web/src/question-types/($1|shared)/' },
    ),
    // route files do not query the database: services do (route tests may seed it)
    forbid(
      'routes-do-not-query-the-database',
      { path: '^apps/api/src/routes/', pathNot: '\\.test\\.ts$' },
      { path: '^(packages/db|node_modules/drizzle-orm)/' },
    ),
    // services are by resource (jobs, attempts, results, live…): no service folder is a portal's, nor 'shared'
    forbid('services-are-by-resource', { path: `^apps/api/src/services/(${portals}|shared)/` }, {}),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|data)/|^packages/db/drizzle/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
