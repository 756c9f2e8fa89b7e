import * as m from '#messages';
import { earlyTapTarget } from '#src/platform/page-lifecycle/early-taps.ts';

/**
 * The heart that saves a scent (issue: saved scents): named `Save <name>` wherever it shows, its
 * state in `aria-pressed`. A tap before the page is interactive is kept and carried out then
 * (platform/page-lifecycle/early-taps.ts).
 */
export function HeartButton({
  name,
  pressed,
  earlyTap,
  onToggle,
  className,
}: {
  name: string;
  pressed: boolean;
  earlyTap: string;
  onToggle: () => void;
  className: string;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-pressed={pressed}
      aria-label={m.ui_save_name({ name })}
      data-early-tap={earlyTap}
      ref={earlyTapTarget}
      onClick={onToggle}
    >
      <HeartIcon filled={pressed} />
    </button>
  );
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 20.3s-7.5-4.6-7.5-10.1A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.6c0 5.5-7.5 10.1-7.5 10.1Z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}
