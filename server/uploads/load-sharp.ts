// sharp (libvips and its codecs) is about 28 MB of resident memory once loaded, and a server that
// serves pictures already stored needs it only for an upload or a variant not made yet. Loaded on
// first use, a first start on the embedded database stays within its 300 MB (issue 25, point 8).
import type sharpModule from 'sharp';

let loading: Promise<typeof sharpModule> | undefined;

export const loadSharp = (): Promise<typeof sharpModule> => (loading ??= import('sharp').then((module) => module.default));
