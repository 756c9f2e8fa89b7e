import { spawn } from 'node:child_process';
import { demoProducts, type DemoProduct } from '../demo-products.ts';
import { drawCatalogue } from '../seed-images.ts';

/** The argument that makes the server's entry draw the demo pictures for its parent and exit. */
export const DRAW_PICTURES_ARG = '--draw-seed-pictures';

/**
 * The demo pictures drawn in a child process: the same entry this process was started with
 * (compiled or through tsx), told to draw. sharp (librsvg, libvips) keeps 120–170 MB of native
 * memory after drawing the catalogue's 136 pictures, which a process never hands back; in a child
 * that exits, the server keeps 1.7 MB of WebP instead (docs/decisions/2026-11-26-memory-at-start.md).
 */
export function drawApart(products: readonly DemoProduct[]): Promise<Buffer[][]> {
  // The child knows the demo catalogue only.
  if (products !== demoProducts) return Promise.reject(new Error('drawApart draws the demo catalogue only'));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, DRAW_PICTURES_ARG], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      // Buffers cross as bytes, not as JSON arrays of numbers.
      serialization: 'advanced',
    });
    let pictures: Buffer[][] | undefined;
    child.once('message', (message) => {
      pictures = (message as Uint8Array[][]).map((set) => set.map((bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)));
    });
    child.once('error', reject);
    child.once('exit', (code) => (pictures ? resolve(pictures) : reject(new Error(`drawing the demo pictures failed (exit ${code})`))));
  });
}

/** In the child: draws, hands the pictures to the parent, and exits. */
export async function drawForParent(): Promise<void> {
  const pictures = await drawCatalogue(demoProducts);
  await new Promise<void>((resolve, reject) => process.send!(pictures, undefined, {}, (err) => (err ? reject(err) : resolve())));
  process.exit(0);
}
