// The V8 flags the server runs with (package.json "start" and deploy/systemd give the same), for
// the benches that start it or run its modules: a 32 MB young generation (semi-space) means fewer
// young-generation collections, each of which costs the request or match it meets 5 to 10 ms.
// Measured with `npm run bench` (matching at 100,000 pending reports, four runs each): p95 13.6
// to 20.5 ms with it, 13.4 to 22.9 ms without. docs/matching.md has the figures.
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=32"];
