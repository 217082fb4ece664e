// A client in its own process for timing tests: the server's work after an answer (a reset
// link's token and mail) shares no event loop with the clock that measures the answer, as for a
// caller across the network. Each message { url, path, json } is answered { ms, status }.
import { performance } from 'node:perf_hooks';

process.on('message', async ({ url, path, json }) => {
  const started = performance.now();
  const response = await fetch(url + path, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify(json),
  });
  await response.arrayBuffer();
  process.send({ ms: performance.now() - started, status: response.status });
});
process.send({ ready: true });
