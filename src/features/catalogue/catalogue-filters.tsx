import * as m from '#messages';
import { OCCASIONS, SEASONS, VIBES } from '#domain/enums.ts';
import { Select } from '#src/ui/select.tsx';
import * as selectStyles from '#src/ui/select.css.ts';
import { occasionWord, seasonWord, vibeWord } from '#domain/scent-labels.ts';
import type { CatalogueFilters as Filters } from '#domain/catalogue-urls.ts';
import { hasFilters } from './catalogue-search.ts';
import * as styles from './catalogue-filters.css.ts';

// The values stay English (they are the URLs' words); the labels follow the page's language.
const occasionOptions = OCCASIONS.map((value) => ({ value, label: occasionWord(value) }));
const vibeOptions = VIBES.map((value) => ({ value, label: vibeWord(value) }));
const seasonOptions = SEASONS.map((value) => ({ value, label: seasonWord(value) }));

type CatalogueFiltersProps = {
  filters: Filters;
  /** The page the filters apply to (the catalogue, or a search's first page). */
  action: string;
  onChange: (filters: Filters) => void;
  onClear: () => void;
};

/** Occasion, vibe and season: the server applies them to the whole catalogue (DESIGN §5). */
export function CatalogueFilters({ filters, action, onChange, onClear }: CatalogueFiltersProps) {
  return (
    <>
      <div className={styles.filters}>
        <Select
          label={m.filter_occasion()}
          className={styles.wide}
          allLabel={m.filter_all_occasions()}
          options={occasionOptions}
          value={filters.occasion}
          onChange={(occasion) => onChange({ ...filters, occasion: occasion as Filters['occasion'] })}
        />
        <Select
          label={m.filter_vibe()}
          allLabel={m.filter_all_vibes()}
          options={vibeOptions}
          value={filters.vibe}
          onChange={(vibe) => onChange({ ...filters, vibe: vibe as Filters['vibe'] })}
        />
        <Select
          label={m.filter_season()}
          allLabel={m.filter_all_seasons()}
          options={seasonOptions}
          value={filters.season}
          onChange={(season) => onChange({ ...filters, season: season as Filters['season'] })}
        />
        <button type="button" className={`${styles.clear} ${styles.wide}`} onClick={onClear} disabled={!hasFilters(filters)}>
          {m.clear_filters()}
        </button>
      </div>
      <FiltersWithoutJavaScript filters={filters} action={action} />
    </>
  );
}

const FIELDS = [
  { name: 'occasion', label: m.filter_occasion(), allLabel: m.filter_all_occasions(), options: occasionOptions },
  { name: 'vibe', label: m.filter_vibe(), allLabel: m.filter_all_vibes(), options: vibeOptions },
  { name: 'season', label: m.filter_season(), allLabel: m.filter_all_seasons(), options: seasonOptions },
] as const;

/**
 * Without JavaScript (issue 27) the filters are the browser's own selects in a GET form, sent
 * with a button: the server renders the filtered page (it drops the "all" entries' empty values).
 */
function FiltersWithoutJavaScript({ filters, action }: { filters: Filters; action: string }) {
  return (
    <form method="get" action={action} className={styles.withoutJavaScript} aria-label={m.filters()}>
      {FIELDS.map((field) => (
        <label key={field.name} className={`${selectStyles.field} ${field.name === 'occasion' ? styles.wide : ''}`}>
          <span className={selectStyles.label}>{field.label}</span>
          <select name={field.name} defaultValue={filters[field.name] ?? ''} className={selectStyles.trigger}>
            <option value="">{field.allLabel}</option>
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      <button type="submit" className={`${styles.clear} ${styles.wide}`}>
        {m.catalogue_show_scents()}
      </button>
    </form>
  );
}
