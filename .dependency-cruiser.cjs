// Import boundaries on resolved paths (docs/architecture.md, "Dependencies point one way"): one rule per boundary.
// Patterns name layers, never folder lists, so a new feature, service or question type is covered as it lands.
const ours = '^(apps|packages)/';
const portals = '(student|college|company|admin)'; // the portals of SPEC.md: they live in routes, not in services
const rule = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to });

module.exports = {
  forbidden: [
    rule('no-cycles', 'No import cycles.', {}, { circular: true }),
    // domain imports nothing of ours and does no I/O
    rule('domain-is-pure', 'The domain imports nothing of ours.', { path: '^packages/domain/' }, { path: ours, pathNot: '^packages/domain/' }),
    rule('domain-does-no-io', 'The domain does no I/O: no node builtins.', { path: '^packages/domain/', pathNot: '\\.test\\.ts$' }, { dependencyTypes: ['core'] }),
    // contract → domain; db → domain; similarity → nothing of ours; judge → domain
    rule('contract-imports-domain-only', 'The contract imports only the domain.', { path: '^packages/contract/' }, { path: ours, pathNot: '^packages/(contract|domain)/' }),
    rule('db-imports-domain-only', 'The database package imports only the domain.', { path: '^packages/db/' }, { path: ours, pathNot: '^packages/(db|domain)/' }),
    rule('similarity-imports-nothing-of-ours', 'Similarity imports nothing of ours.', { path: '^packages/similarity/' }, { path: ours, pathNot: '^packages/similarity/' }),
    rule('judge-imports-domain-only', 'The judge imports only the domain.', { path: '^apps/judge/' }, { path: ours, pathNot: '^(apps/judge|packages/domain)/' }),
    // api → domain, db, contract, judge, similarity (never the web app)
    rule('api-does-not-import-web', 'The API never imports the web app.', { path: '^apps/api/' }, { path: '^apps/web/' }),
    // web → contract, domain (the browser-test seeders drive the API's own sources on purpose)
    rule('web-imports-contract-and-domain-only', 'The web app imports only contract and domain of ours.', { path: '^apps/web/', pathNot: '^apps/web/e2e/support/(seed-fixtures|fake-lms)\\.ts$' }, { path: ours, pathNot: '^(apps/web|packages/(contract|domain))/' }),
    // web features do not import each other: compose them in src/app/
    rule('features-are-independent', 'A web feature imports no other feature: compose in src/app/.', { path: '^apps/web/src/features/([^/]+)/' }, { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' }),
    // src/ui, src/lib and the question types are used by features, never the other way round
    rule('shared-web-code-imports-no-feature', 'src/ui, src/lib and question types import no feature and not app/.', { path: '^apps/web/src/(ui|lib|question-types)/' }, { path: '^apps/web/src/(features|app)/' }),
    // a web question type shares code with other types only through question-types/shared
    rule('question-types-are-independent', 'A web question type imports no other type but shared/.', { path: '^apps/web/src/question-types/([^/]+)/' }, { path: '^apps/web/src/question-types/[^/]+/', pathNot: '^apps/web/src/question-types/($1|shared)/' }),
    // route files do not query the database: services do
    rule('routes-do-not-query-the-database', 'Route files do not query the database: put the query in a service.', { path: '^apps/api/src/routes/', pathNot: '\\.test\\.ts$' }, { path: '^(packages/db/|node_modules/drizzle-orm/)' }),
    // portals appear only in routes: no service folder imports a portal's service folder (shared → portal neither)
    rule('services-import-no-other-portal', 'A service imports no other portal\'s services: move shared code to services/<resource>/.', { path: '^apps/api/src/services/([^/]+)/' }, { path: `^apps/api/src/services/${portals}/`, pathNot: '^apps/api/src/services/$1/' }),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|data)/|^packages/db/drizzle/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
