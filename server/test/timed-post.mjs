// A client in its own process for timing tests: the server's work after an answer (a reset
// link's token and mail) shares no event loop with the clock that measures the answer, as for a
// caller across the network. Each message { url, origin, path, json } is answered { ms, status };
// `origin` is the server's APP_URL, the only Origin its changes accept.
import { performance } from 'node:perf_hooks';

process.on('message', async ({ url, origin, path, json }) => {
  const started = performance.now();
  const response = await fetch(url + path, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify(json),
  });
  await response.arrayBuffer();
  process.send({ ms: performance.now() - started, status: response.status });
});
process.send({ ready: true });
