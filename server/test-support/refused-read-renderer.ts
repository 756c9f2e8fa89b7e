// A stand-in for the app's server bundle (build/ssr/entry-server.js) whose page reads the
// catalogue with the filters of its address and, as the router does for any failed loader,
// answers 500 when that read fails: what a page the server does not guard by its path would do.

type FetchInProcess = (path: string, init: RequestInit) => Promise<Response>;

export async function renderPage({ request, api }: { request: Request; api: FetchInProcess }): Promise<Response> {
  const answer = await api(`/api/products${new URL(request.url).search}`, {});
  const status = answer.ok ? 200 : 500;
  return new Response(`<!doctype html><title>Stand-in</title><p>${answer.status}</p>`, { status, headers: { 'content-type': 'text/html' } });
}
