import * as m from '#messages';
import * as styles from './how-it-works.css.ts';

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.3, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

const steps = [
  {
    title: m.how_pick_title(),
    text: m.how_pick_text(),
    icon: (
      <g {...stroke}>
        <path d="M17 6h6v4h-6zM18 10h4v3h-4zM13 19a5 4.5 0 0 1 5-4.5h4a5 4.5 0 0 1 5 4.5v12a3 3 0 0 1-3 3H16a3 3 0 0 1-3-3z" />
        <path d="M13 24h14" />
      </g>
    ),
  },
  {
    title: m.how_activate_title(),
    text: m.how_activate_text(),
    icon: (
      <g {...stroke}>
        <circle cx="20" cy="20" r="11" />
        <path d="M20 13v7l5 3" />
      </g>
    ),
  },
  {
    title: m.how_receive_title(),
    text: m.how_receive_text(),
    icon: (
      <g {...stroke}>
        <path d="M8 15 20 9l12 6v12l-12 6-12-6z" />
        <path d="M8 15l12 6 12-6M20 21v12" />
      </g>
    ),
  },
];

/** spec §1: the three steps, pick a scent, activate subscription, receive fragrance. */
export function HowItWorks() {
  return (
    <div className={styles.band}>
      <section className={styles.section} aria-labelledby="how-heading">
        <p className={styles.eyebrow}>{m.how_eyebrow()}</p>
        <h2 id="how-heading" className={styles.title}>
          {m.how_heading()}
        </h2>
        <ol className={styles.steps}>
          {steps.map((step, i) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.icon}>
                <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
                  {step.icon}
                </svg>
              </span>
              <span className={styles.number} aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={styles.stepText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
