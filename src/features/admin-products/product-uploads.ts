// Image uploads (spec §7): one main image, or several gallery images in one request. The server
// re-encodes and stores them and answers with their URLs; the product keeps them once saved.
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { messages } from '#domain/messages.ts';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '#domain/upload-rules.ts';
import { newIdempotencyKey } from '#src/platform/api-client.ts';
import { uploadWithProgress } from '#src/platform/upload-with-progress.ts';
import { useWriteFailure } from './admin-product-mutations.ts';

/** One file (the main image input takes one); answers as a list like the gallery's. */
export function uploadMainImage([file]: File[], onProgress: (fraction: number) => void): Promise<string[]> {
  const form = new FormData();
  if (file) form.append('image', file);
  return uploadWithProgress<{ image: string }>('/api/products/upload', form, onProgress, { idempotencyKey: newIdempotencyKey() }).then((r) => [r.image]);
}

export function uploadGalleryImages(files: File[], onProgress: (fraction: number) => void): Promise<string[]> {
  const form = new FormData();
  for (const file of files) form.append('images', file);
  return uploadWithProgress<{ images: string[] }>('/api/products/upload-images', form, onProgress, { idempotencyKey: newIdempotencyKey() }).then(
    (r) => r.images,
  );
}

/** What the server would refuse, said before anything is sent (the rules live in domain/). */
export function uploadProblem(files: File[], room: number): string | null {
  if (files.length === 0) return messages.uploadImageMissing;
  if (files.length > Math.min(room, UPLOAD_MAX_FILES)) return messages.uploadTooMany;
  if (files.some((f) => f.size > UPLOAD_MAX_BYTES)) return messages.uploadTooLarge;
  if (files.some((f) => f.type && !f.type.startsWith('image/'))) return messages.uploadNotAnImage;
  return null;
}

export type UploadProgress = { fraction: number; previews: string[] };

/**
 * Runs one upload at a time and exposes its progress and local previews of the chosen files,
 * so the admin sees what is going up before the server has answered.
 */
export function useUpload(
  send: (files: File[], onProgress: (fraction: number) => void) => Promise<string[]>,
  onUploaded: (urls: string[]) => void,
  success: string,
) {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const onFailure = useWriteFailure();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const start = async (files: File[], room = UPLOAD_MAX_FILES) => {
    const problem = uploadProblem(files, room);
    if (problem) {
      toast.error(problem);
      return;
    }
    const previews = files.map((f) => URL.createObjectURL(f));
    setProgress({ fraction: 0, previews });
    try {
      const urls = await send(files, (fraction) => mounted.current && setProgress({ fraction, previews }));
      if (!mounted.current) return;
      onUploaded(urls);
      toast.success(success);
    } catch (error) {
      if (mounted.current) onFailure(error);
    } finally {
      for (const url of previews) URL.revokeObjectURL(url);
      if (mounted.current) setProgress(null);
    }
  };
  return { progress, start, busy: progress !== null };
}
