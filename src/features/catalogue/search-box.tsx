import * as m from '#messages';
import { localizedPath } from '#domain/i18n/locales.ts';
import { locale } from '#src/platform/locale.ts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { CATALOGUE_PATH } from '#domain/catalogue-urls.ts';
import * as styles from './search-box.css.ts';

/** spec §9: the search box waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

type SearchBoxProps = {
  /** The keyword in the URL. */
  keyword: string | undefined;
  /** Typing pauses replace the history entry; a submit adds one. */
  onSearch: (keyword: string, options: { replace: boolean }) => void;
};

/**
 * Results follow the typing once it pauses for 300 ms; Enter searches at once. An empty
 * submit shows the whole catalogue again (spec §2).
 */
export function SearchBox({ keyword, onSearch }: SearchBoxProps) {
  const id = useId();
  const [value, setValue] = useState(keyword ?? '');
  // The keyword we last asked for: when the URL catches up with it we must not overwrite what
  // the shopper has typed since.
  const requested = useRef(keyword ?? '');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const fromUrl = keyword ?? '';
    if (fromUrl !== requested.current) {
      // The URL changed by other means (back button, a link): show what it says.
      requested.current = fromUrl;
      setValue(fromUrl);
    }
  }, [keyword]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const request = (next: string, replace: boolean) => {
    clearTimeout(timer.current);
    requested.current = next.trim();
    onSearch(next, { replace });
  };

  const onChange = (next: string) => {
    setValue(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      // The first search from the full catalogue is a new history entry; refining it is not.
      if (next.trim() !== requested.current) request(next, requested.current !== '');
    }, SEARCH_DEBOUNCE_MS);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    request(value, false);
  };

  return (
    // Without JavaScript it is a plain GET form: the server answers it with the search's address.
    <form role="search" className={styles.form} onSubmit={onSubmit} method="get" action={localizedPath(locale, CATALOGUE_PATH)}>
      <label htmlFor={id} className={styles.label}>
        {m.search_scents()}
      </label>
      <div className={styles.row}>
        <svg className={styles.glass} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
        <input
          id={id}
          name="keyword"
          className={styles.input}
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={m.catalogue_search_placeholder()}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
        />
        <button type="submit" className={styles.submit}>
          {m.catalogue_search()}
        </button>
      </div>
    </form>
  );
}
