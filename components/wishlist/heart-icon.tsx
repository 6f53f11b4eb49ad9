/**
 * The heart's look, driven by its `aria-pressed` (red and filled when saved): the island heart and the grids'
 * server-rendered hearts (updated by CardActions) share it.
 */
export const HEART_CLASS =
  'grid size-10 place-items-center rounded-full bg-paper/95 shadow-card ring-1 ring-line/70 transition hover:scale-105 hover:ring-plum-300 text-plum-900 aria-pressed:text-danger';

export function HeartIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-none in-aria-pressed:fill-current" stroke="currentColor" strokeWidth="1.8">
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.9 3.6 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.4 0 5.5 3.4 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4Z"
        strokeLinejoin="round"
      />
    </svg>
  );
}
