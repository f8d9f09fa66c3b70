/**
 * The Redis the event-bus tests use: TEST_REDIS_URL, or the local one. `npm test` sets it empty
 * when Redis does not answer (and says so; under CI=true that fails the run), which leaves the
 * Redis tests out.
 */
export const testRedisUrl =
  process.env.TEST_REDIS_URL === undefined ? "redis://127.0.0.1:6379" : process.env.TEST_REDIS_URL;
