import * as m from '#messages';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { CATEGORIES, CONCENTRATIONS, GENDERS, OCCASIONS, SEASONS, VIBES } from '#domain/enums.ts';
import { messages } from '#domain/messages.ts';
import { GALLERY_MAX, NOTE_MAX, NOTES_MAX } from '#domain/schemas/product.ts';
import { concentrationWord, genderWord, occasionWord, seasonWord, vibeWord } from '#domain/scent-labels.ts';
import { newIdempotencyKey } from '#src/platform/api-client.ts';
import { buttonClass } from '#src/ui/button.tsx';
import { PageHeader } from '#src/ui/page-header.tsx';
import { SaveOrCancel } from '#src/ui/save-or-cancel.tsx';
import { TextField } from '#src/ui/text-field.tsx';
import { useUpdateProduct } from './admin-product-mutations.ts';
import { adminProductQueryOptions } from './admin-product-queries.ts';
import { GalleryField, MainImageField } from './image-fields.tsx';
import { CheckboxField, LongevityField, SelectField, TextAreaField } from './product-form-fields.tsx';
import { type ProductField, type ProductFormValues, toFormValues, validateProduct } from './product-form-values.ts';
import * as styles from './product-edit-form.css.ts';
import { TagInput } from './tag-input.tsx';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function Section({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  const headingId = useId();
  return (
    <section className={wide ? `${styles.section} ${styles.wide}` : styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /admin/product/{id}/edit: every product field (spec §3), checked with the domain schema before sending. */
export function ProductEditForm({ id }: { id: string }) {
  const { data: product } = useSuspenseQuery(adminProductQueryOptions(id));
  const [values, setValues] = useState<ProductFormValues>(() => toFormValues(product));
  const [submitted, setSubmitted] = useState(false);
  // The stock this form started from: orders keep selling while it is open (see useUpdateProduct).
  const [stockWas, setStockWas] = useState(product.countInStock);
  const update = useUpdateProduct(id, setStockWas);

  const validation = validateProduct(values);
  // Errors appear after the first attempt to save, then follow every change.
  const errors: Partial<Record<ProductField, string>> = submitted && !validation.ok ? validation.errors : {};
  const set =
    <K extends ProductField>(key: K) =>
    (value: ProductFormValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));
  const text = (key: 'name' | 'brand' | 'price' | 'countInStock' | 'description' | 'richDescription' | 'descriptionFr' | 'richDescriptionFr') => ({
    name: key,
    value: values[key],
    error: errors[key],
    onChange: (e: { currentTarget: { value: string } }) => set(key)(e.currentTarget.value),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!validation.ok) {
      const first = Object.keys(validation.errors)[0];
      if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`)?.focus();
      return;
    }
    update.mutate({ input: { ...validation.input, countInStockWas: stockWas }, idempotencyKey: newIdempotencyKey() });
  };

  return (
    <>
      <PageHeader
        eyebrow={m.admin_edit_product_eyebrow()}
        title={product.name}
        actions={
          <Link to="/admin/productlist" className={buttonClass({ variant: 'ghost' })}>
            {m.admin_back_to_products()}
          </Link>
        }
      />
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={m.admin_edit_name({ name: product.name })}>
        {submitted && !validation.ok ? (
          <p className={styles.summary} role="alert">
            {m.admin_form_needs_attention()}
          </p>
        ) : null}
        <div className={styles.grid}>
          <Section title={m.admin_section_product()}>
            <TextField label={m.admin_name()} autoComplete="off" {...text('name')} />
            <TextField label={m.admin_brand()} autoComplete="off" {...text('brand')} />
            <div className={styles.pair}>
              <TextField label={m.admin_price_cad()} type="number" inputMode="decimal" min={0} step={0.01} {...text('price')} />
              <TextField label={m.admin_count_in_stock()} type="number" inputMode="numeric" min={0} step={1} {...text('countInStock')} />
            </div>
            <SelectField
              label={m.admin_category()}
              name="category"
              value={values.category}
              options={CATEGORIES}
              optionLabel={capitalise}
              onChange={set('category')}
              error={errors.category}
            />
            <CheckboxField
              label={messages.publishedSwitch}
              name="isPublished"
              asSwitch
              checked={values.isPublished ?? true}
              onChange={set('isPublished')}
              hint={messages.publishedHint}
            />
            <CheckboxField label={m.admin_featured()} name="isFeatured" checked={values.isFeatured} onChange={set('isFeatured')} />
            <TextAreaField label={m.admin_description()} rows={4} {...text('description')} />
            <TextAreaField label={m.admin_rich_description()} rows={6} hint={m.admin_rich_description_hint()} {...text('richDescription')} />
            {/* The French pages' texts (issue 24): the English shows there, marked as English, until these are written. */}
            <TextAreaField label={m.admin_description_fr()} lang="fr" rows={4} hint={m.admin_french_text_hint()} {...text('descriptionFr')} />
            <TextAreaField label={m.admin_rich_description_fr()} lang="fr" rows={6} hint={m.admin_french_text_hint()} {...text('richDescriptionFr')} />
          </Section>

          <Section title={m.admin_section_scent_profile()}>
            <SelectField
              label={m.admin_concentration()}
              name="concentration"
              value={values.concentration}
              options={CONCENTRATIONS}
              optionLabel={concentrationWord}
              onChange={set('concentration')}
              error={errors.concentration}
            />
            <div className={styles.pair}>
              <SelectField
                label={m.admin_gender()}
                name="gender"
                value={values.gender}
                options={GENDERS}
                optionLabel={genderWord}
                onChange={set('gender')}
                error={errors.gender}
              />
              <SelectField
                label={m.admin_season()}
                name="season"
                value={values.season}
                options={SEASONS}
                optionLabel={seasonWord}
                onChange={set('season')}
                error={errors.season}
              />
            </div>
            <div className={styles.pair}>
              <SelectField
                label={m.admin_vibe()}
                name="vibe"
                value={values.vibe}
                options={VIBES}
                optionLabel={vibeWord}
                onChange={set('vibe')}
                error={errors.vibe}
              />
              <SelectField
                label={m.admin_occasion()}
                name="occasion"
                value={values.occasion}
                options={OCCASIONS}
                optionLabel={occasionWord}
                onChange={set('occasion')}
                error={errors.occasion}
              />
            </div>
            <LongevityField value={values.longevity} onChange={set('longevity')} error={errors.longevity} />
            <TagInput
              label={m.admin_top_notes()}
              name="topNotes"
              values={values.topNotes}
              onChange={set('topNotes')}
              max={NOTES_MAX}
              maxLength={NOTE_MAX}
              error={errors.topNotes}
            />
            <TagInput
              label={m.admin_middle_notes()}
              name="middleNotes"
              values={values.middleNotes}
              onChange={set('middleNotes')}
              max={NOTES_MAX}
              maxLength={NOTE_MAX}
              error={errors.middleNotes}
            />
            <TagInput
              label={m.admin_base_notes()}
              name="baseNotes"
              values={values.baseNotes}
              onChange={set('baseNotes')}
              max={NOTES_MAX}
              maxLength={NOTE_MAX}
              error={errors.baseNotes}
            />
          </Section>

          <Section title={m.admin_section_images()} wide>
            <MainImageField productName={product.name} value={values.image} onChange={set('image')} error={errors.image} />
            <GalleryField
              productName={product.name}
              images={values.images}
              onAppend={(urls) => setValues((current) => ({ ...current, images: [...current.images, ...urls].slice(0, GALLERY_MAX) }))}
              onRemove={(index) => setValues((current) => ({ ...current, images: current.images.filter((_, i) => i !== index) }))}
              error={errors.images}
            />
            <p className={styles.note}>{m.admin_images_note()}</p>
          </Section>
        </div>

        <SaveOrCancel className={styles.bar} cancelTo="/admin/productlist" saving={update.isPending} />
      </form>
    </>
  );
}
