import type { Db } from '@placement/db';
import { onePer } from './one-per';

/**
 * A statement the ORM builds once per database and sends as a named prepared statement, for the routes every
 * student of a drive calls: building a query was a quarter of such a route's time (npm run bench:routes --
 * --profile), and PostgreSQL parses and plans a named statement once per connection. Its parameters are
 * `sql.placeholder`s given to `execute`. It runs on the pool, so never inside a transaction.
 */
export const prepared = <Query>(build: (db: Db) => Query): ((db: Db) => Query) => onePer(build);
