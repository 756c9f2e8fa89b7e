/**
 * A sentence shown only when the browser runs no JavaScript (a server-rendered page read with it
 * turned off): where an action cannot work, the page says so instead of doing nothing. The
 * markup goes in as a string, so hydration never compares the `<noscript>`'s content.
 */
export function WithoutJavaScript({ message, className }: { message: string; className?: string }) {
  const escaped = message.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return <noscript dangerouslySetInnerHTML={{ __html: `<p class="${className ?? ''}" role="note">${escaped}</p>` }} />;
}
