import * as m from '#messages';
import { type ChangeEvent, useId } from 'react';
import { messages } from '#domain/messages.ts';
import { GALLERY_MAX } from '#domain/schemas/product.ts';
import { TextField } from '#src/ui/text-field.tsx';
import { ProductImage } from '#src/ui/product-image.tsx';
import * as styles from './image-fields.css.ts';
import { type UploadProgress, uploadGalleryImages, uploadMainImage, useUpload } from './product-uploads.ts';

function filesOf(event: ChangeEvent<HTMLInputElement>): File[] {
  const files = [...(event.currentTarget.files ?? [])];
  event.currentTarget.value = ''; // choosing the same file again still counts as a change
  return files;
}

function ProgressBar({ progress, label }: { progress: UploadProgress; label: string }) {
  const percent = Math.round(progress.fraction * 100);
  return (
    <div className={styles.progress} role="status">
      <progress className={styles.bar} value={progress.fraction} max={1} aria-label={label} />
      <span className={styles.percent}>{m.admin_progress({ label, percent })}</span>
    </div>
  );
}

function FileButton({ label, multiple, disabled, onFiles }: { label: string; multiple?: boolean; disabled: boolean; onFiles: (files: File[]) => void }) {
  return (
    <label className={disabled ? `${styles.fileButton} ${styles.fileButtonDisabled}` : styles.fileButton}>
      <input type="file" accept="image/*" multiple={multiple} disabled={disabled} className={styles.fileInput} onChange={(e) => onFiles(filesOf(e))} />
      <svg
        width="16"
        height="16"
        viewBox="0 0 16 16"
        aria-hidden="true"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinecap="round"
      >
        <path d="M8 11V2.5M4.5 6L8 2.5 11.5 6M2.5 10.5v3h11v-3" />
      </svg>
      {label}
    </label>
  );
}

type MainImageProps = { productName: string; value: string; onChange: (value: string) => void; error?: string | undefined };

/** The bottle shot: a path the admin may type, or an upload ('Image uploaded') that fills it in. */
export function MainImageField({ productName, value, onChange, error }: MainImageProps) {
  const upload = useUpload(uploadMainImage, ([url]) => url && onChange(url), messages.imageUploaded);
  const preview = upload.progress?.previews[0] ?? value;
  return (
    <div className={styles.main}>
      <div className={styles.mainPreview}>
        {preview ? (
          <ProductImage
            src={preview}
            alt={m.admin_main_image_of({ name: productName })}
            width={220}
            height={220}
            sizes="220px"
            loading="eager"
            className={upload.busy ? `${styles.image} ${styles.pending}` : styles.image}
          />
        ) : null}
      </div>
      <div className={styles.mainControls}>
        <TextField label={m.admin_image_path()} name="image" value={value} onChange={(e) => onChange(e.currentTarget.value)} error={error} />
        <FileButton label={m.admin_upload_main_image()} disabled={upload.busy} onFiles={(files) => void upload.start(files, 1)} />
        {upload.progress ? <ProgressBar progress={upload.progress} label={m.admin_uploading_main_image()} /> : null}
      </div>
    </div>
  );
}

type GalleryProps = {
  productName: string;
  images: string[];
  /** Adds to the images as they are when the upload ends (the admin may remove some meanwhile). */
  onAppend: (urls: string[]) => void;
  onRemove: (index: number) => void;
  error?: string | undefined;
};

/** The gallery (spec §2 shows three): several images per upload ('Images uploaded successfully!'), each removable. */
export function GalleryField({ productName, images, onAppend, onRemove, error }: GalleryProps) {
  const headingId = useId();
  const upload = useUpload(uploadGalleryImages, onAppend, messages.imagesUploaded);
  const room = GALLERY_MAX - images.length;
  return (
    <section className={styles.gallery} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.galleryTitle}>
        {m.admin_gallery()} <span className={styles.count}>{m.admin_gallery_count({ count: images.length, max: GALLERY_MAX })}</span>
      </h3>
      <ul className={styles.thumbs} aria-label={m.admin_gallery_images_of({ name: productName })}>
        {images.map((src, i) => (
          <li key={`${src}-${i}`} className={styles.thumb}>
            <ProductImage
              src={src}
              alt={m.admin_gallery_image_of({ n: i + 1, name: productName })}
              width={160}
              height={160}
              sizes="160px"
              loading="eager"
              className={styles.image}
            />
            <button type="button" className={styles.removeThumb} aria-label={m.admin_remove_gallery_image({ n: i + 1 })} onClick={() => onRemove(i)}>
              <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
                <path d="M3.5 3.5l7 7M10.5 3.5l-7 7" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
              </svg>
            </button>
          </li>
        ))}
        {upload.progress?.previews.map((src) => (
          <li key={src} className={styles.thumb}>
            <img src={src} alt="" className={`${styles.image} ${styles.pending}`} />
          </li>
        ))}
      </ul>
      <FileButton label={m.admin_add_gallery_images()} multiple disabled={upload.busy || room <= 0} onFiles={(files) => void upload.start(files, room)} />
      {upload.progress ? <ProgressBar progress={upload.progress} label={m.admin_uploading_images({ count: upload.progress.previews.length })} /> : null}
      {error ? <p className={styles.error}>{error}</p> : null}
    </section>
  );
}
