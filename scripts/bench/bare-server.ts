import { createServer } from 'node:http';

// The baseline: a bare node:http server answering each benchmarked path with the exact bytes
// (body and headers) our server sent. The ratio to it is what the machine could do at best.
type Fixture = { path: string; body: string; headers: Record<string, string> };
const fixtures = new Map<string, { body: Buffer; headers: Record<string, string> }>();
process.on('message', (msg: { fixtures?: Fixture[]; cpu?: true }) => {
  if (msg.cpu) {
    const used = process.cpuUsage();
    process.send?.({ cpu: used.user + used.system });
    return;
  }
  for (const f of msg.fixtures ?? []) fixtures.set(f.path, { body: Buffer.from(f.body, 'base64'), headers: f.headers });
  const server = createServer((req, res) => {
    const fixture = fixtures.get(req.url ?? '');
    if (!fixture) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, fixture.headers);
    res.end(fixture.body);
  });
  const port = Number(process.env.PORT ?? 3301);
  server.listen(port, '127.0.0.1', () => process.send?.({ ready: `http://127.0.0.1:${port}` }));
});
process.on('disconnect', () => process.exit(0));
