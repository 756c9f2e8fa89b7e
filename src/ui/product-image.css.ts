import { style } from '@vanilla-extract/css';

// The <picture> adds no box of its own: the <img> inside is laid out and styled exactly as it
// was before it was wrapped (absolute positions, object-fit, the frame's aspect ratio).
export const picture = style({ display: 'contents' });
