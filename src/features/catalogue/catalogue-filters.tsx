import { OCCASIONS, SEASONS, VIBES } from '#domain/enums.ts';
import { Select } from '#src/ui/select.tsx';
import { occasionLabel, seasonLabel } from '#src/ui/scent-icons.tsx';
import type { CatalogueFilters as Filters } from '#domain/catalogue-urls.ts';
import { hasFilters } from './catalogue-search.ts';
import * as styles from './catalogue-filters.css.ts';

const occasionOptions = OCCASIONS.map((value) => ({ value, label: occasionLabel(value) }));
const vibeOptions = VIBES.map((value) => ({ value, label: value }));
const seasonOptions = SEASONS.map((value) => ({ value, label: seasonLabel(value) }));

type CatalogueFiltersProps = {
  filters: Filters;
  onChange: (filters: Filters) => void;
  onClear: () => void;
};

/** Occasion, vibe and season: the server applies them to the whole catalogue (DESIGN §5). */
export function CatalogueFilters({ filters, onChange, onClear }: CatalogueFiltersProps) {
  return (
    <div className={styles.filters}>
      <Select
        label="Occasion"
        className={styles.wide}
        allLabel="All occasions"
        options={occasionOptions}
        value={filters.occasion}
        onChange={(occasion) => onChange({ ...filters, occasion: occasion as Filters['occasion'] })}
      />
      <Select
        label="Vibe"
        allLabel="All vibes"
        options={vibeOptions}
        value={filters.vibe}
        onChange={(vibe) => onChange({ ...filters, vibe: vibe as Filters['vibe'] })}
      />
      <Select
        label="Season"
        allLabel="All seasons"
        options={seasonOptions}
        value={filters.season}
        onChange={(season) => onChange({ ...filters, season: season as Filters['season'] })}
      />
      <button type="button" className={`${styles.clear} ${styles.wide}`} onClick={onClear} disabled={!hasFilters(filters)}>
        Clear Filters
      </button>
    </div>
  );
}
