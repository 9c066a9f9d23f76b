/**
 * Liveness and readiness probes. Only routes: there is no rule to keep in a service (the readiness rule is
 * "the database pings back in time", one line beside its route) and no SQL (`database.ping()` is the db layer's).
 */
export { healthRoutes, READY_TIMEOUT_MS } from './routes.ts';
